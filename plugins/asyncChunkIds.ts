import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { routeTableInSections } from './upstream/rspress/build.ts';

/** `static/js/async/[name].[contenthash:10].js` → `static/js/async/[id].[contenthash:10].js`. */
export const byIdAndHash = (filename: string): string => filename.replace('[name]', '[id]');

/**
 * For a route table in sections: every lazily loaded chunk of one build in one folder named for the build's hash,
 * each file by its chunk id alone (`static/js/async.3e13a30cff/0.js`).
 */
export const asyncFolderOfBuild = 'static/js/async.[fullhash:10]/[id].js';

/** Where the build's lazily loaded chunks are while the minimizer runs: a folder whose name no build changes. */
export const minifiedUnder = 'static/js/async.min/';

/**
 * Rspack's minimizer keeps each file it minified in the persistent cache under a hash of its code and its file name
 * (`minimize_cache_hash` in `rspack_plugin_swc_js_minimizer`), so under a folder named for the build it would find
 * none and minify every page's chunk again after a one-page edit. This moves the folder's scripts to a name no build
 * changes just before the minimizer and back just after it; the runtime, the chunks' files and the preload links
 * see only the folder of the build. The license files the minimizer writes beside a script go back with it.
 */
export class MinifyUnderStableNames implements Rspack.RspackPluginInstance {
  apply(compiler: Rspack.Compiler): void {
    const { Compilation } = compiler.rspack;
    const name = 'vihje-minify-under-stable-names';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
      // `asyncFolderOfBuild`'s folder, with this build's hash filled in as Rspack fills it in.
      const folderOfBuild = () =>
        compilation.getPath(asyncFolderOfBuild.slice(0, asyncFolderOfBuild.lastIndexOf('/') + 1), {
          hash: compilation.hash ?? '',
        });
      const move = (from: string, to: string, which: (file: string) => boolean) => {
        for (const { name: file } of compilation.getAssets()) {
          if (file.startsWith(from) && which(file)) compilation.renameAsset(file, to + file.slice(from.length));
        }
      };
      compilation.hooks.processAssets.tap({ name, stage: stage - 1 }, () =>
        move(folderOfBuild(), minifiedUnder, (file) => /\.[cm]?js$/.test(file)),
      );
      compilation.hooks.processAssets.tap({ name, stage: stage + 1 }, () =>
        move(minifiedUnder, folderOfBuild(), () => true),
      );
    });
  }
}

/**
 * Names the browser's lazily loaded chunks (a chunk a route) so that the map the entry chunk carries from chunk to
 * file name stays small. By default, by chunk id and content hash instead of chunk name: with names in the file
 * names that map holds every route's chunk name (bench/NOTES.md has its size), with ids only its hash. A site whose
 * route table is in sections (more than 250 routes) would still ship a hash for every page in every page's entry,
 * so its chunks go by id into a folder named for the build (`asyncFolderOfBuild`): the entry computes any chunk's
 * file from its id, with no map, and the folder's name still changes with every build, so the files can be cached
 * for good. What it costs: a reader who comes back after a deploy downloads the pages' chunks again, changed or
 * not. Chunks keep their names inside the build, where Rspress finds each route's chunk for its preload links.
 * The dev server keeps Rsbuild's folder: with the build's hash in every chunk's path, each edit wrote every chunk
 * again under a new name.
 */
export function pluginAsyncChunkIds(): RspressPlugin {
  let inSections = false;
  return {
    name: 'vihje-async-chunk-ids',
    routeServiceGenerated(routeService) {
      inSections = routeTableInSections(routeService);
    },
    builderConfig: {
      tools: {
        rspack: (config, { environment, isProd }) => {
          const { chunkFilename } = config.output ?? {};
          if (environment.name !== 'web' || typeof chunkFilename !== 'string') return;
          const inFolderOfBuild = inSections && isProd;
          config.output = {
            ...config.output,
            chunkFilename: inFolderOfBuild ? asyncFolderOfBuild : byIdAndHash(chunkFilename),
          };
          if (inFolderOfBuild) config.plugins = [...(config.plugins ?? []), new MinifyUnderStableNames()];
        },
      },
    },
  };
}
