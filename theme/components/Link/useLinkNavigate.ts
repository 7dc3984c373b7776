import {
  initPageData,
  isActive,
  isRouteSectionLoaded,
  loadRouteSection,
  pathnameToRouteService,
  useLocation,
  useNavigate,
  useSite,
  warmPageData,
} from '@rspress/core/runtime';
import { startTransition as reactStartTransition, type TransitionStartFunction, useCallback } from 'react';
import { navigation } from '../../navigation';
import { resolveHref } from './resolveHref';

/**
 * Rspress's `useLinkNavigate` with two changes: the progress bar is the site's (started here, finished once the new
 * route has rendered, see RouteTracker), and a route whose chunk (or route table section) fails to load gets a full
 * page load of its URL instead of a bar that never ends and a click that does nothing.
 */
export function useLinkNavigate({
  startTransition = reactStartTransition,
}: {
  startTransition?: TransitionStartFunction;
} = {}): (href: string) => Promise<void> {
  const { pathname: currentPathname } = useLocation();
  const navigate = useNavigate();
  const { site } = useSite();
  const useTransitions = site?.route?.useTransitions;
  return useCallback(
    async (href: string) => {
      const { linkType, removeBaseHref, routePath, withBaseHref } = resolveHref(href);
      if (linkType === 'external' || linkType === 'hashOnly') {
        window.location.assign(href);
        return;
      }
      if (!isActive(removeBaseHref, currentPathname)) {
        if (isRouteSectionLoaded(routePath) && !pathnameToRouteService(routePath)) {
          window.location.assign(withBaseHref);
          return;
        }
        navigation.begin(routePath, 'link');
        // A large site's route table loads by section, the link's perhaps not yet. No route there, or its section or
        // chunk failed to load: the browser loads the page in full.
        const pageData = await loadRouteSection(routePath)
          .then(() => (pathnameToRouteService(routePath) ? initPageData(routePath) : undefined))
          .catch(() => undefined);
        if (!pageData) {
          navigation.settle();
          window.location.assign(withBaseHref);
          return;
        }
        warmPageData(routePath, pageData);
      }
      const go = () => navigate(removeBaseHref, { replace: false });
      if (useTransitions) startTransition(go);
      else go();
    },
    [currentPathname, navigate, startTransition, useTransitions],
  );
}
