import { pathnameToRouteService, useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { navigation } from '../../navigation';
import { sameRoutePath } from '../../navigation/navigationStore';

type Page = ReturnType<typeof usePage>['page'];

/** Whether the page data on screen belongs to `pathname` (App swaps it in only after the route's chunk loaded). */
function isPageFor(pathname: string, page: Page): boolean {
  const route = pathnameToRouteService(pathname);
  return route ? sameRoutePath(route.path, page.routePath) : page.pageType === '404';
}

/**
 * Starts the route change on back/forward (Link starts its own) and settles it once the new route has rendered with
 * its own page data, which finishes the progress bar and hides the loading spinner.
 */
export function RouteTracker(): null {
  const { pathname } = useLocation();
  const { page } = usePage();
  const shownPage = useRef(page);

  useEffect(() => {
    shownPage.current = page;
    const pending = navigation.get();
    if (pending && sameRoutePath(pending.path, pathname) && isPageFor(pathname, page)) navigation.settle();
  }, [pathname, page]);

  useEffect(() => {
    // React Router renders the new location synchronously inside popstate, before this listener runs, so compare
    // with the page data on screen: it changes only once the target's chunk and data have loaded.
    const onPopState = () => {
      const target = window.location.pathname;
      if (!isPageFor(target, shownPage.current)) navigation.begin(target, 'history');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return null;
}
