import v8 from 'node:v8';
import vm from 'node:vm';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { compilersOf } from './compilers.ts';
import { largeProductionBuild } from './largeProductionBuild.ts';

/**
 * How far V8 lets the heap grow past what was alive after a full collection before it collects again: 100 % is
 * twice, 50 % one and a half times. V8 chooses up to four times on its own. Node's heap limit is not changed.
 */
const heapGrowingPercent = 50;

/**
 * How far the heap may grow from when the compilations have built their modules until both are done: the seals keep
 * little in the heap and the build's peak is their end, Rspack's memory with the heap beside it.
 */
const sealsHeapGrowingPercent = 25;

/**
 * A production build of more than `fromRoutes` routes has V8 collect its garbage once the heap has grown by half
 * since the last full collection (`--heap-growing-percent`), set when the build starts. Compiling thousands of
 * pages' MDX allocates far more than it keeps: what is alive after the compile is a few hundred MB, yet V8, pacing
 * itself by how fast it collects, let the heap grow to several times that, and that garbage was most of the build's
 * memory through the compile and when both bundles seal (bench/NOTES.md has the figures). A smaller site keeps V8's
 * own pacing.
 *
 * The same builds collect the heap in full as each compilation has built its modules (Rspack's `finishMake`), before
 * the persistent cache copies the module graph and before the seal: that memory, Rspack's own, then comes on top of
 * what is alive, not of the compile's garbage, which V8 otherwise collected only after it.
 */
export function pluginHeapGrowth(fromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(fromRoutes);
  let large = false;
  return {
    name: 'vihje-heap-growth',
    routeGenerated(routes) {
      build.count(routes);
    },
    beforeBuild(_config, isProduction) {
      large = build.isLarge(isProduction);
      if (large) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
    },
    builderConfig: { plugins: [collectedBeforeSeal(() => large)] },
  };
}

/**
 * Collects the heap in full when each compilation has built its modules, and lets it grow by a quarter only until
 * both are done, if `wanted()` when the compiler is made.
 */
function collectedBeforeSeal(wanted: () => boolean): RsbuildPlugin {
  const name = 'vihje-heap-collected-before-seal';
  return {
    name,
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        if (!wanted()) return;
        // Made at the first collection, not before: nothing about V8 changes while the pages compile.
        let collect: (() => void) | undefined;
        const compilers = compilersOf(compiler);
        const done = new Set<Rspack.Compiler>();
        for (const one of compilers) {
          // The compiler's own compilation, not the child compilations some plugins run early in the compile (a
          // child compiler shares its parent's `finishMake`, and its compilations are the child compiler's).
          one.hooks.finishMake.tap(name, (compilation) => {
            if (compilation.compiler !== one) return;
            collect ??= fullCollection();
            collect();
            v8.setFlagsFromString(`--heap-growing-percent=${sealsHeapGrowingPercent}`);
          });
          one.hooks.done.tap(name, () => {
            done.add(one);
            if (done.size === compilers.length) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
          });
        }
      });
    },
  };
}

/**
 * V8's last-resort full collection as a function (collected until nothing more is freed, then the freed pages given
 * back to the system: after a plain full collection they stayed resident, bench/NOTES.md). It is exposed to a new
 * context only: the build's own global scope gets no `gc`.
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: object) => void;
  return () => gc(lastResort);
}

/** V8's `gc()` options for its most thorough collection, the one it runs before giving up for lack of memory. */
export const lastResort = { type: 'major', execution: 'sync', flavor: 'last-resort' } as const;
