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
        try {
          // A large site's route table loads by section: the link's may not be loaded yet.
          await loadRouteSection(routePath);
          if (!pathnameToRouteService(routePath)) {
            navigation.settle();
            window.location.assign(withBaseHref);
            return;
          }
          warmPageData(routePath, await initPageData(routePath));
        } catch {
          navigation.settle();
          window.location.assign(withBaseHref);
          return;
        }
      }
      const go = () => navigate(removeBaseHref, { replace: false });
      if (useTransitions) startTransition(go);
      else go();
    },
    [currentPathname, navigate, startTransition, useTransitions],
  );
}
