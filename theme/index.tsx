import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { DocumentTitle } from './components/DocumentTitle';
import { LanguageMenu } from './components/LanguageMenu';
import { RouteTracker } from './components/RouteTracker';
import { SidebarDrawerGuard } from './components/SidebarDrawerGuard';
import { SiteFooter } from './components/SiteFooter';
import './styles/layout.css';

export * from '@rspress/core/theme-original';
export { useThemeState } from './colorMode/useThemeState';
export { ColorModeSwitch as SwitchAppearance } from './components/ColorModeSwitch';
export { Link } from './components/Link';
export { useLinkNavigate } from './components/Link/useLinkNavigate';
export { useStorageValue } from './storage/useStorageValue';

/** The default layout with the site's footer, language menu, title format and route behaviours slotted in. */
export function Layout(props: LayoutProps): ReactNode {
  return (
    <>
      <BaseLayout beforeNavMenu={<LanguageMenu />} bottom={<SiteFooter />} {...props} />
      <DocumentTitle />
      <SidebarDrawerGuard />
      <RouteTracker />
    </>
  );
}
