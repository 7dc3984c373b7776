import type { RspressPlugin } from '@rspress/core';
import { routeTableInSections } from './upstream/rspress/build.ts';

/** `static/js/async/[name].[contenthash:10].js` → `static/js/async/[id].[contenthash:10].js`. */
export const byIdAndHash = (filename: string): string => filename.replace('[name]', '[id]');

/**
 * For a route table in sections: every lazily loaded chunk of one build in one folder named for the build's hash,
 * each file by its chunk id alone (`static/js/async.3e13a30cff/0.js`).
 */
export const asyncFolderOfBuild = 'static/js/async.[fullhash:10]/[id].js';

/**
 * Names the browser's lazily loaded chunks (a chunk a route) so that the map the entry chunk carries from chunk to
 * file name stays small. By default, by chunk id and content hash instead of chunk name: with names in the file
 * names that map holds every route's chunk name (bench/NOTES.md has its size), with ids only its hash. A site whose
 * route table is in sections (more than 250 routes) would still ship a hash for every page in every page's entry,
 * so its chunks go by id into a folder named for the build (`asyncFolderOfBuild`): the entry computes any chunk's
 * file from its id, with no map, and the folder's name still changes with every build, so the files can be cached
 * for good. What it costs: a reader who comes back after a deploy downloads the pages' chunks again, changed or
 * not. Chunks keep their names inside the build, where Rspress finds each route's chunk for its preload links.
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
        rspack: (config, { environment }) => {
          const { chunkFilename } = config.output ?? {};
          if (environment.name !== 'web' || typeof chunkFilename !== 'string') return;
          config.output = {
            ...config.output,
            chunkFilename: inSections ? asyncFolderOfBuild : byIdAndHash(chunkFilename),
          };
        },
      },
    },
  };
}
