import type { Rspack } from '@rsbuild/core';
import { type ContentCache, contentKey } from './contentCache.ts';

/**
 * What Rspack's minimizer moves into a licence file of its own (its `extractComments` condition, `@preserve`,
 * `@lic`, `@cc_on`, `/*!`), looked for anywhere in a script: a script that may hold such a comment is left to it.
 */
const mayHoldLegalComment = /@preserve|@lic|@cc_on|\/\*+!|\/\/!/i;

/** How many scripts are with the minifier at once: enough to keep both cores busy, few codes held at a time. */
const minifiedAtOnce = 4;

/**
 * Minifies the scripts whose names start with `folder(compilation)` before Rspack's minimizer stage, with the same
 * minifier and options (Rspack's `swc.minify`, the code byte for byte the same), keeps each one's minified code in
 * `cache` under a hash of the code before, hands a later build that code for a script whose code is the same, and
 * marks them minimized so that Rspack's minimizer leaves them. Rspack's minimizer keys a script by its file name too
 * (`minimize_cache_hash` in `rspack_plugin_swc_js_minimizer`), so under a folder named for the build it found
 * nothing after a one-page edit and minified every page's chunk again (renaming the scripts to a stable name around
 * it cost more: `renameAsset` goes over every chunk for each file). And with the persistent cache on, it copies
 * every script it minified into the cache's storage, where the copies wait until the compilation has written its
 * files, at the browser's seal's end, though no later build's file name finds them (bench/NOTES.md has the
 * figures). A script that may hold a legal comment, or that the minifier fails on, is left to Rspack's minimizer,
 * which writes its licence file or reports the error with the file's name.
 */
export class MinifyByContent implements Rspack.RspackPluginInstance {
  private readonly folder: (compilation: Rspack.Compilation) => string;
  private readonly cache: ContentCache;

  constructor(folder: (compilation: Rspack.Compilation) => string, cache: ContentCache) {
    this.folder = folder;
    this.cache = cache;
  }

  apply(compiler: Rspack.Compiler): void {
    const { Compilation, rspackVersion, SwcJsMinimizerRspackPlugin } = compiler.rspack;
    const minimizer = compiler.options.optimization.minimizer?.find(
      (plugin): plugin is InstanceType<typeof SwcJsMinimizerRspackPlugin> =>
        plugin instanceof SwcJsMinimizerRspackPlugin,
    );
    // With source maps on, the minimizer's map of each script goes with its code; the code alone is kept here.
    if (!minimizer || compiler.options.optimization.minimize === false || compiler.options.devtool) return;
    const name = 'vihje-minify-by-content';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // The options Rspack's minimizer hands its minifier, its defaults filled in (another option, another code),
      // read once the compiler knows its target: the ECMAScript version is the target's.
      const { minimizerOptions } = minimizer.raw(compiler).options as { minimizerOptions: MinifyOptions };
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1;
      compilation.hooks.processAssets.tapPromise({ name, stage }, () =>
        this.minifyFolder(compilation, minimizerOptions, contentKey(rspackVersion, JSON.stringify(minimizerOptions))),
      );
    });
  }

  /** Minifies the folder's scripts, or takes their code from the cache, a few at a time. */
  private async minifyFolder(compilation: Rspack.Compilation, options: MinifyOptions, optionsKey: string) {
    const { sources, experiments } = compilation.compiler.rspack;
    const folder = this.folder(compilation);
    const minified = (file: string, code: string) =>
      compilation.updateAsset(file, new sources.RawSource(code), (old) => ({ ...old, minimized: true }));
    const underWay = new Set<Promise<void>>();
    for (const asset of compilation.getAssets()) {
      const { name: file, info } = asset;
      if (!file.startsWith(folder) || !file.endsWith('.js') || info.minimized) continue;
      // An asset's `source` is read from Rspack when asked for: only the folder's scripts are.
      const code = asset.source.source().toString();
      if (mayHoldLegalComment.test(code)) continue;
      const key = contentKey(optionsKey, code);
      const cached = this.cache.get(key);
      if (cached !== undefined) {
        minified(file, cached);
        continue;
      }
      // Whether the minifier reads the script as a module, decided as Rspack's minimizer decides it.
      const module = options.module ?? info.javascriptModule ?? moduleByExtension(file);
      const minifying = experiments.swc
        .minify(code, { ...options, module, sourceMap: false })
        .then(
          (output) => {
            minified(file, output.code);
            this.cache.set(key, output.code);
          },
          // Left to Rspack's minimizer, which reports the error with the file's name.
          () => {},
        )
        .finally(() => underWay.delete(minifying));
      underWay.add(minifying);
      if (underWay.size >= minifiedAtOnce) await Promise.race(underWay);
    }
    await Promise.all(underWay);
  }
}

/** The options of Rspack's `swc.minify`, which are its minimizer's (`minimizerOptions` of the plugin's raw options). */
type MinifyOptions = NonNullable<Parameters<Rspack.Compiler['rspack']['experiments']['swc']['minify']>[1]>;

/** `.mjs` a module, `.cjs` a script, anything else left to the minifier, as Rspack's minimizer does. */
const moduleByExtension = (file: string): boolean | undefined =>
  file.endsWith('.mjs') ? true : file.endsWith('.cjs') ? false : undefined;
