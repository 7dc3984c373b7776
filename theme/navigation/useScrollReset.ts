import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/** Whether the document's first route has rendered: the pre-rendered page's hydration, or the dev server's render. */
let firstRouteRendered = false;

/**
 * Rspress's `useScrollReset` (its layout's hook, replaced by name) without its run at hydration: it scrolls to the
 * top whenever the route changes to a page without a hash, and also when React hydrates the pre-rendered page, by
 * which time a reader on a slow device may have scrolled down, and the jump loses their place. The browser put the
 * first page where the reader is; a route change still starts at the top.
 */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the route change itself.
  useLayoutEffect(() => {
    if (!firstRouteRendered) {
      firstRouteRendered = true;
      return;
    }
    if (decodeURIComponent(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}
