import type { RouteMeta } from '@rspress/core';

/**
 * `count` routes (`/p0`, `/p1`, …) as Rspress hands them to a plugin's `routeGenerated`: for the tests of plugins
 * that build a site of more routes than their threshold differently.
 */
export const routeList = (count: number): RouteMeta[] =>
  Array.from({ length: count }, (_, index) => ({ routePath: `/p${index}` }) as RouteMeta);
