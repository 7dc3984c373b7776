import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';

/** The changed pages compiled alone: each page's module, and the files the compile read or looked for. */
export interface PagesAlone {
  /** By the page's file. */
  modules: Map<string, string>;
  files: string[];
  missing: string[];
}

/**
 * Compiles `pages` alone through the browser compilation's loaders (`config`, as Rsbuild made it for this build):
 * each page is an entry, every module it imports is left external, and no plugin runs. The loaders do what they do
 * in the build (a page's body written to the bodies' store, its compiled tree kept for the outputs after the build);
 * returns each page's module as the loaders made it and the compile's dependencies. Throws a compile's errors.
 */
export async function compilePagesAlone(config: Rspack.Configuration, pages: readonly string[]): Promise<PagesAlone> {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'vihje-pages-alone-'));
  try {
    const compiler = rspack({
      name: 'vihje-pages-alone',
      context: config.context,
      mode: config.mode,
      target: config.target,
      module: config.module,
      resolve: config.resolve,
      resolveLoader: config.resolveLoader,
      experiments: config.experiments,
      entry: Object.fromEntries(pages.map((page, index) => [`page-${index}`, page])),
      // A module a page imports is left as it is: only the page's own module is compiled.
      externals: [
        ({ contextInfo, request }, callback) => (contextInfo?.issuer ? callback(undefined, request) : callback()),
      ],
      output: { path: outputDir },
      optimization: { minimize: false, splitChunks: false, runtimeChunk: false, concatenateModules: false },
      devtool: false,
      cache: false,
      plugins: [],
    });
    const stats = await new Promise<Rspack.Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => {
        compiler.close(() => (error ? reject(error) : resolve(result)));
      }),
    );
    const json = stats?.toJson({ all: false, modules: true, source: true, errors: true });
    if (!json || (json.errors?.length ?? 0) > 0) {
      throw new Error(`Compiling ${pages.join(', ')}: ${json?.errors?.map((error) => error.message).join('\n')}`);
    }
    const modules = new Map<string, string>();
    for (const module of json.modules ?? []) {
      const file = module.nameForCondition;
      if (file && pages.includes(file) && typeof module.source === 'string') modules.set(file, module.source);
    }
    const { compilation } = stats as Rspack.Stats;
    return { modules, files: [...compilation.fileDependencies], missing: [...compilation.missingDependencies] };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}
