import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { compilersOf } from './compilers.ts';
import { fullCollection } from './heapGrowth.ts';
import { largeProductionBuild } from './largeProductionBuild.ts';
import { environmentNames, persistentCacheOn } from './upstream/rspress/build.ts';

const name = 'vihje-seals-in-turn';

/**
 * A production build of more than `fromRoutes` routes that writes Rsbuild's persistent cache afresh seals its
 * compilations in turn: the server bundle's compiler waits, once it has built its modules, until the browser's is
 * done. Built side by side, both compilations took each page from one MDX compile, and that stays so: only the seals
 * move. Sealed side by side, both seals' memory met at their end on top of the cache's copies of both module graphs,
 * which it holds until it writes them after the compile: the build's peak (bench/NOTES.md has the figures). A
 * smaller site, a build without the cache and a build from a warm cache (which copies only what changed) keep both
 * seals at once, which is faster. Whether the cache was warm is known once the server's modules are built: from an
 * empty cache, or one that Rspack found stale (the config or a dependency changed), more than `fromRoutes` of them
 * were built, and the cache is written afresh.
 */
export function pluginSealsInTurn(fromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(fromRoutes);
  let large = false;
  return {
    name,
    routeGenerated(routes) {
      build.count(routes);
    },
    beforeBuild(config, isProduction) {
      large = build.isLarge(isProduction) && persistentCacheOn(config.builderConfig?.performance?.buildCache);
    },
    builderConfig: {
      plugins: [sealsInTurn((server) => large && server.builtModules.size > fromRoutes)],
    },
  };
}

/**
 * Has the server's compiler seal once the browser's is done (and closed, when it is to be released: `ended`) and the
 * heap is collected, if `wanted` of the server's compilation once its modules are built. Never the other way: the
 * server's compilation already waits for the browser's HTML template.
 */
export function sealsInTurn(wanted: (server: Rspack.Compilation) => boolean): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = compilersOf(compiler);
        const browser = compilers.find((one) => one.name === environmentNames.browser);
        const server = compilers.find((one) => one.name === environmentNames.server);
        if (!browser || !server) return;
        const browserEnded = ended(browser);
        let collect: (() => void) | undefined;
        // The last of the server's `finishMake` taps, whatever its plugin's place: the others' work at that moment
        // (the heap's collection, the parse-ahead worker's stop) does not wait for the browser's seal.
        server.hooks.finishMake.tapPromise({ name, stage: Number.MAX_SAFE_INTEGER }, async (compilation) => {
          // Its own compilation only: a child compiler shares its parent's `finishMake`.
          if (compilation.compiler !== server || !wanted(compilation)) return;
          await browserEnded;
          // What the browser's compilation left in the heap as it ended goes before the server seals, not beside
          // its seal.
          collect ??= fullCollection();
          collect();
        });
      });
    },
  };
}

/**
 * Settles when the compiler's run has ended, done (with or without errors) or failed. A compiler that is to release
 * its native side when it closes (`releaseOnClose`, `plugins/bundlerReleased.ts`) and whose compilation has no errors
 * is closed first, as soon as its run has ended: its compilation (module graph, chunks, code generation) was held
 * beside the server's seal until the build closed both compilers, and the server's seal's end was the build's peak
 * (bench/NOTES.md). Its stats then answer from what it had when released (patch `@rspack+core+2.3.2+003`), and the
 * route table's chunks were read as it emitted (patch `@rspress+core+2.0.22+034`).
 */
function ended(compiler: Rspack.Compiler): Promise<void> {
  return new Promise((resolve) => {
    compiler.hooks.afterDone.tap(name, (stats) => {
      if (!compiler.releaseOnClose || !stats || stats.hasErrors()) return resolve();
      compiler.close(() => resolve());
    });
    compiler.hooks.failed.tap(name, () => resolve());
  });
}
