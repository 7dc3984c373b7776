import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { DocumentTitle } from './components/DocumentTitle';
import { LanguageMenu } from './components/LanguageMenu';
import { SidebarDrawerGuard } from './components/SidebarDrawerGuard';
import { SiteFooter } from './components/SiteFooter';
import { SocialMeta } from './components/SocialMeta';
import './styles/layout.css';

export * from '@rspress/core/theme-original';
export { useThemeState } from './colorMode/useThemeState';
export { ColorModeSwitch as SwitchAppearance } from './components/ColorModeSwitch';
export { Search } from './components/Search';
export { useStorageValue } from './storage/useStorageValue';

/** The default layout with the site's footer, language menu, title format and sharing metadata slotted in. */
export function Layout(props: LayoutProps): ReactNode {
  return (
    <>
      <BaseLayout beforeNavMenu={<LanguageMenu />} bottom={<SiteFooter />} {...props} />
      <DocumentTitle />
      <SocialMeta />
      <SidebarDrawerGuard />
    </>
  );
}
