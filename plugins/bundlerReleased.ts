import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { compilersOf } from './compilers.ts';
import { fullCollection } from './heapGrowth.ts';
import { largeProductionBuild } from './largeProductionBuild.ts';

/**
 * A production build frees the bundler's memory when the bundler closes, before Rspress renders the pages and before
 * the outputs after the build. Rspack keeps a closed compiler's native side (its last compilation, module graph and
 * assets: most of a large build's memory) for as long as the JavaScript compiler lives, and the compilers stay
 * reachable from Rspack's own handles for the rest of the build: the render and the outputs ran beside that memory
 * (bench/NOTES.md has the figures). Each compiler is asked to release its native side when it closes
 * (`releaseOnClose`, patch `@rspack+core+2.3.2+002`). In a build of more than `collectFromRoutes` routes, once every
 * compiler has closed, one full collection runs the native side's finalizers: left to V8's own pace, they ran well
 * into the render, beside its worker processes. A small site's render waited for the collection (V8's most
 * thorough, several full passes) and gained little memory by it; a site of a thousand routes kept its peak lower
 * (bench/NOTES.md). Nothing of this build reads a compilation after the close; a read would throw.
 *
 * Before that, each compilation's assets drop their code once the compiler has written them: Rspack keeps a
 * compilation's assets until its compiler closes, and the browser's (some 12,000 files at ten thousand pages) were
 * held through the server compilation's seal, the build's peak (bench/NOTES.md). The written files are unchanged,
 * and so is Rsbuild's size report, which measures them (patch `@rsbuild+core+2.3.2+001`); a read of the assets after
 * the write finds them empty.
 */
export function pluginBundlerReleased(collectFromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(collectFromRoutes);
  let collect = false;
  return {
    name: 'vihje-bundler-released',
    routeGenerated(routes) {
      build.count(routes);
    },
    beforeBuild(_config, isProduction) {
      collect = build.isLarge(isProduction);
    },
    builderConfig: { plugins: [releasedOnClose(() => collect)] },
  };
}

/** Each compiler released when it closes, and the heap collected once all have closed if `collect()` then. */
function releasedOnClose(collect: () => boolean): RsbuildPlugin {
  const name = 'vihje-bundler-released-on-close';
  return {
    name,
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        if (api.context.action !== 'build') return;
        const compilers = compilersOf(compiler);
        // A compiler may close twice: once its run has ended (`plugins/sealsInTurn.ts`), and with the others.
        const closed = new Set<Rspack.Compiler>();
        for (const one of compilers) {
          one.releaseOnClose = true;
          one.hooks.afterEmit.tap(name, (compilation) => dropWrittenCode(compilation));
          one.hooks.closed.tap(name, () => {
            if (closed.size === compilers.length) return;
            closed.add(one);
            if (closed.size === compilers.length && collect()) fullCollection()();
          });
        }
      });
    },
  };
}

/** Replaces the code of each of the compilation's assets with nothing: the compiler has written them. */
function dropWrittenCode(compilation: Rspack.Compilation): void {
  const nothing = new compilation.compiler.rspack.sources.RawSource('');
  for (const file of Object.keys(compilation.assets)) compilation.updateAsset(file, nothing);
}
