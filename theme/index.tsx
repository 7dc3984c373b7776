import { useLocation } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps, Nav } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { landmarkNames } from '../shared/landmarkNames';
import { PostFooter } from './blog/PostChrome';
import { BlogFeedLinks } from './components/BlogFeedLinks';
import { CustomPageMdx } from './components/CustomPageMdx';
import { DocumentTitle } from './components/DocumentTitle';
import { ZoomableImage } from './components/ImageZoom';
import { LandmarkName, SpacerRoles } from './components/LandmarkLabels';
import { LanguageMenu } from './components/LanguageMenu';
import { LegacyPathRedirect } from './components/LegacyPathRedirect';
import { NotFound } from './components/NotFound';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { PageTitle } from './components/PageTitle';
import { RouteLoading } from './components/RouteLoading';
import { RouteTracker } from './components/RouteTracker';
import { ScrollableTable } from './components/ScrollableTable';
import { SidebarDrawerGuard } from './components/SidebarDrawerGuard';
import { SiteFooter } from './components/SiteFooter';
import { SocialMeta } from './components/SocialMeta';
import { SandboxTestHook } from './sandbox/SandboxTestHook';
import './upstream/rspress/styles';
import './styles/contrast.css';
import './styles/focus.css';
import './styles/layout.css';

export * from '@rspress/core/theme-original';
export { useThemeState } from './colorMode/useThemeState';
export { Details, type DetailsProps } from './components/Details';
export { DocContent } from './components/DocContent';
export { FallbackHeading } from './components/FallbackHeading';
export { Link } from './components/Link';
export { useLinkNavigate } from './components/Link/useLinkNavigate';
export { LlmsCopyButton } from './components/LlmsCopyButton';
export { NavHamburger } from './components/NavHamburger';
export { Search } from './components/Search';
export { SearchButton } from './components/SearchButton';
export { SwitchAppearance } from './components/SwitchAppearance';
export { useScrollReset } from './navigation/useScrollReset';
export { useStorageValue } from './storage/useStorageValue';

/** The crash panel between the navbar and the footer, for errors outside the doc content (custom pages, chrome). */
const framedInChrome = (panel: ReactNode) => (
  <>
    <Nav beforeNavMenu={<LanguageMenu />} />
    <main>{panel}</main>
    <SiteFooter />
  </>
);

/** The default layout with the site's footer, language menu, title format, sharing metadata and route behaviours. */
export function Layout(props: LayoutProps): ReactNode {
  const { pathname } = useLocation();
  return (
    <>
      <PageErrorBoundary resetKey={pathname} frame={framedInChrome}>
        <CustomPageMdx>
          <BaseLayout
            beforeNavMenu={<LanguageMenu />}
            bottom={<SiteFooter />}
            beforeSidebar={<LandmarkName label={landmarkNames.sidebar} />}
            beforeOutline={<LandmarkName label={landmarkNames.outline} />}
            NotFoundLayout={NotFound}
            afterDocContent={<PostFooter />}
            {...props}
            components={{ table: ScrollableTable, img: ZoomableImage, h1: PageTitle, ...props.components }}
          />
        </CustomPageMdx>
      </PageErrorBoundary>
      <DocumentTitle />
      <SocialMeta />
      <BlogFeedLinks />
      <SidebarDrawerGuard />
      <RouteTracker />
      <RouteLoading />
      <LegacyPathRedirect />
      <SpacerRoles />
      {VIHJE_TEST_HOOKS && <SandboxTestHook />}
    </>
  );
}
