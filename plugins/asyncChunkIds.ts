import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { contentCache } from './contentCache.ts';
import { MinifyByContent } from './minifyByContent.ts';
import { persistentCacheOn, routeTableInSections } from './upstream/rspress/build.ts';

/** `static/js/async/[name].[contenthash:10].js` → `static/js/async/[id].[contenthash:10].js`. */
export const byIdAndHash = (filename: string): string => filename.replace('[name]', '[id]');

/**
 * For a route table in sections: every lazily loaded chunk of one build in one folder named for the build's hash,
 * each file by its chunk id alone (`static/js/async.3e13a30cff/0.js`).
 */
export const asyncFolderOfBuild = 'static/js/async.[fullhash:10]/[id].js';

/** `asyncFolderOfBuild`'s folder, with the compilation's hash filled in as Rspack fills it in. */
export const folderOfBuild = (compilation: Rspack.Compilation): string =>
  compilation.getPath(asyncFolderOfBuild.slice(0, asyncFolderOfBuild.lastIndexOf('/') + 1), {
    hash: compilation.hash ?? '',
  });

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
  let persistentCache = false;
  return {
    name: 'vihje-async-chunk-ids',
    config(config) {
      persistentCache = persistentCacheOn(config.builderConfig?.performance?.buildCache);
      return config;
    },
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
          // The build's folder is new in every build, so Rspack's minimizer cache finds none of its scripts.
          if (inFolderOfBuild && persistentCache) {
            const minified = new MinifyByContent(folderOfBuild, contentCache('vihje-minified-chunks', { prune: true }));
            config.plugins = [...(config.plugins ?? []), minified];
          }
        },
      },
    },
  };
}
