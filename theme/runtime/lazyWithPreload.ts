/**
 * Stands in for `react-lazy-with-preload` in Rspress's generated route list (swapped in by plugins/lazyRouteRetry.ts). The
 * package keeps a failed import's rejected promise forever, so one network hiccup breaks a route until reload; this
 * version forgets a failure, so the Retry button and a later click load the chunk again.
 */
import { type ComponentType, createElement, use } from 'react';

/** A route component that can load its chunk before it renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/** `React.lazy` plus `preload()`, retrying after a failed load. Same signature as the package's export. */
export function lazyWithPreload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let attempt: Promise<ComponentType<P>> | undefined;
  let failed = false;
  // Each preload() after a failure starts a new download; rendering keeps the failed attempt so that it throws to the
  // error boundary instead of downloading again and again.
  const preload = () => {
    if (attempt === undefined || failed) {
      failed = false;
      attempt = factory().then(
        (module) => {
          loaded = module.default;
          return loaded;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, called once per route at module load, like React.lazy.
  function LazyRoute(props: P) {
    // `use` suspends on the pending import and throws its error to the nearest error boundary.
    return createElement(loaded ?? use(attempt ?? preload()), props);
  }
  return Object.assign(LazyRoute, { preload });
}

export default lazyWithPreload;
