import { loadRouteSection, pathnameToRouteService } from '@rspress/core/runtime';
import { type ConnectionHints, canPrefetch } from './canPrefetch';

const connection = (): ConnectionHints | undefined =>
  (navigator as Navigator & { connection?: ConnectionHints }).connection;

/**
 * Whether this build prefetches at all. The dev server compiles a page when it is first asked for: a prefetch there
 * compiled every page a link in view pointed to, and Rspack's next hot update then failed to load those chunks
 * (`ChunkLoadError`, a `.hot-update.js.full.js` file it never wrote), so the first edit after opening a page
 * reloaded the whole page instead of updating it.
 */
const prefetching = !import.meta.env.DEV;

/** Whether to prefetch now: in a production build, unless the connection says not to. */
const mayPrefetch = (): boolean => prefetching && canPrefetch(connection());

/** Loads a route's chunk ahead of a click, unless the connection says not to. Failures are retried on click. */
export function prefetchRoute(routePath: string): void {
  if (!mayPrefetch()) return;
  // Not Rspress's preloadLink: it drops the promise, so a failed prefetch became an unhandled rejection. A failure
  // here is harmless: the click loads the chunk again, and falls back to a full page load if that fails too.
  // A large site's route table loads by section: the route's section first, then its chunk.
  loadRouteSection(routePath)
    .then(() => pathnameToRouteService(routePath)?.preload())
    .catch(() => undefined);
}

const observed = new Map<Element, string>();
let observer: IntersectionObserver | undefined;

/** Prefetches `routePath` once `link` scrolls into view; returns the function that stops watching. */
export function prefetchWhenVisible(link: Element, routePath: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || !mayPrefetch()) return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const path = observed.get(entry.target);
      observer?.unobserve(entry.target);
      observed.delete(entry.target);
      if (path !== undefined) prefetchRoute(path);
    }
  });
  observed.set(link, routePath);
  observer.observe(link);
  return () => {
    observed.delete(link);
    observer?.unobserve(link);
  };
}
