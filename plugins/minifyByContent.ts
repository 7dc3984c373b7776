import type { Rspack } from '@rsbuild/core';
import { type ContentCache, contentKey } from './contentCache.ts';

/**
 * What Rspack's minimizer moves into a licence file of its own (its `extractComments` condition, `@preserve`,
 * `@lic`, `@cc_on`, `/*!`), looked for anywhere in a script: a script that may hold such a comment is left to it.
 */
const mayHoldLegalComment = /@preserve|@lic|@cc_on|\/\*+!|\/\/!/i;

/**
 * Keeps Rspack's minified code of the scripts whose names start with `folder(compilation)` in `cache`, under a hash
 * of the code before the minimizer, and hands a later build's minimizer stage that code for a script whose code is
 * the same, marked minimized so that Rspack's minimizer leaves it. Rspack's own cache keys a script by its file
 * name too (`minimize_cache_hash` in `rspack_plugin_swc_js_minimizer`), so under a folder named for the build it
 * found nothing after a one-page edit and minified every page's chunk again; renaming the scripts to a stable name
 * around it cost more (Rspack's `renameAsset` goes over every chunk for each file: bench/NOTES.md). A script that may
 * hold a legal comment is left to Rspack's minimizer in every build, which writes its licence file.
 */
export class MinifyByContent implements Rspack.RspackPluginInstance {
  private readonly folder: (compilation: Rspack.Compilation) => string;
  private readonly cache: ContentCache;

  constructor(folder: (compilation: Rspack.Compilation) => string, cache: ContentCache) {
    this.folder = folder;
    this.cache = cache;
  }

  apply(compiler: Rspack.Compiler): void {
    const { Compilation, sources, rspackVersion, SwcJsMinimizerRspackPlugin } = compiler.rspack;
    const minimizer = compiler.options.optimization.minimizer?.find(
      (plugin): plugin is InstanceType<typeof SwcJsMinimizerRspackPlugin> =>
        plugin instanceof SwcJsMinimizerRspackPlugin,
    );
    // With source maps on, the minimizer's map of each script goes with its code; the code alone is kept here.
    if (!minimizer || compiler.options.optimization.minimize === false || compiler.options.devtool) return;
    // The options Rspack's minimizer hands its minifier, its defaults filled in: another option, another code.
    const minimizerKey = contentKey(rspackVersion, JSON.stringify(minimizer.raw(compiler).options));
    const name = 'vihje-minify-by-content';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      /** The scripts left to Rspack's minimizer in this build, by file, with their keys. */
      const minifiedByRspack = new Map<string, string>();
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        const folder = this.folder(compilation);
        for (const asset of compilation.getAssets()) {
          const { name: file, info } = asset;
          if (!file.startsWith(folder) || !file.endsWith('.js') || info.minimized) continue;
          // An asset's `source` is read from Rspack when asked for: only the folder's scripts are.
          const code = asset.source.source().toString();
          if (mayHoldLegalComment.test(code)) continue;
          const key = contentKey(minimizerKey, code);
          const minified = this.cache.get(key);
          if (minified === undefined) minifiedByRspack.set(file, key);
          else {
            compilation.updateAsset(file, new sources.RawSource(minified), (old) => ({ ...old, minimized: true }));
          }
        }
      });
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const [file, key] of minifiedByRspack) {
          const asset = compilation.getAsset(file);
          if (asset?.info.minimized) this.cache.set(key, asset.source.source().toString());
        }
        minifiedByRspack.clear();
      });
    });
  }
}
