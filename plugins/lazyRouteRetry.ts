import type { RspressPlugin } from '@rspress/core';

/** The site's stand-in for `react-lazy-with-preload`, which retries a route chunk after a failed download. */
export const lazyWithRetry = '@theme/runtime/lazyWithPreload';

/**
 * Swaps `react-lazy-with-preload`, which Rspress's generated route list imports, for the site's version. A module
 * replacement rather than an alias: Rspress aliases the package itself, so an alias of ours would win only by the
 * order in which configs merge.
 */
export function pluginLazyRouteRetry(): RspressPlugin {
  return {
    name: 'vihje-lazy-route-retry',
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins, rspack }) => {
          appendPlugins(new rspack.NormalModuleReplacementPlugin(/^react-lazy-with-preload$/, lazyWithRetry));
        },
      },
    },
  };
}
