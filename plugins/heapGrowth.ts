import v8 from 'node:v8';
import type { RspressPlugin } from '@rspress/core';
import { largeProductionBuild } from './largeProductionBuild.ts';

/**
 * How far V8 lets the heap grow past what was alive after a full collection before it collects again: 100 % is
 * twice. V8 chooses up to four times on its own. Node's heap limit is not changed.
 */
const heapGrowingPercent = 100;

/**
 * A production build of more than `fromRoutes` routes has V8 collect its garbage once the heap has doubled since the
 * last full collection (`--heap-growing-percent`), set when the build starts. Compiling thousands of pages' MDX
 * allocates far more than it keeps: what is alive after the compile is a few hundred MB, yet V8, pacing itself by
 * how fast it collects, let the heap grow to several times that, and that garbage was most of the build's memory
 * through the compile and when both bundles seal (bench/NOTES.md has the figures). A smaller site keeps V8's own
 * pacing.
 */
export function pluginHeapGrowth(fromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(fromRoutes);
  return {
    name: 'vihje-heap-growth',
    routeGenerated(routes) {
      build.count(routes);
    },
    beforeBuild(_config, isProduction) {
      if (build.isLarge(isProduction)) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
    },
  };
}
