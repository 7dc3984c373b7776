import type { RspressPlugin } from '@rspress/core';
import { environmentNames } from './upstream/rspress/build.ts';

/**
 * Two of Rspack's passes over every chunk that change nothing in this site's output, left out of every compile
 * (bench/NOTES.md has what each cost at ten thousand pages and the output compared with and without):
 *
 * - Merging duplicate chunks. Every route has a chunk of its own, holding its own page, so no two chunks hold the
 *   same modules; the pass still compares each chunk with every other chunk that holds its first module, seconds a
 *   compile at ten thousand routes (and in each of the dev server's rebuilds, with a lazily compiled chunk a route).
 * - Splitting the server bundle's chunks. Rspress gives the bundle the pages are rendered from Rspack's default
 *   splitting, which moves modules shared by route chunks into chunks of their own, to spare a browser downloads;
 *   the render reads the bundle from disk, and without it the bundle is a few kilobytes larger.
 */
export function pluginChunkPasses(): RspressPlugin {
  return {
    name: 'vihje-chunk-passes',
    builderConfig: {
      tools: {
        rspack: (config, { environment }) => {
          config.optimization = { ...config.optimization, mergeDuplicateChunks: false };
          if (environment.name === environmentNames.server) config.optimization.splitChunks = false;
        },
      },
    },
  };
}
