import type { RouteMeta } from '@rspress/core';

/**
 * Tells whether a build is a production build of more than `fromRoutes` routes, the threshold from which a plugin
 * changes how the site is built; `variable`, when named and set in the environment, gives the threshold instead (the
 * tests build a small site the large way). Rspress generates the routes before `beforeBuild`: the plugin passes them
 * to `count` from its `routeGenerated` hook and asks `isLarge` from `beforeBuild`.
 */
export function largeProductionBuild(
  fromRoutes: number,
  variable?: string,
): { count(routes: readonly RouteMeta[]): void; isLarge(isProduction: boolean): boolean } {
  let routeCount = 0;
  return {
    count(routes) {
      routeCount = routes.length;
    },
    isLarge(isProduction) {
      const set = variable === undefined ? undefined : process.env[variable];
      const from = set === undefined ? fromRoutes : Number(set);
      // A threshold that is no number stops the build and the dev server alike.
      if (Number.isNaN(from)) throw new Error(`${variable}="${set}": expected a number of routes (or Infinity).`);
      return isProduction && routeCount > from;
    },
  };
}
