import type { RspressPlugin } from '@rspress/core';

/** `static/js/async/[name].[contenthash:10].js` → `static/js/async/[id].[contenthash:10].js`. */
export const byIdAndHash = (filename: string): string => filename.replace('[name]', '[id]');

/**
 * Names the browser's lazily loaded chunks (a chunk a route) by chunk id and content hash instead of chunk name.
 * The entry chunk carries the map from chunk to file name; with names in the file names that map holds every
 * route's chunk name (bench/NOTES.md has its size), with ids only its hash. Chunks keep their names inside the
 * build, where Rspress finds each route's chunk for its preload links.
 */
export function pluginAsyncChunkIds(): RspressPlugin {
  return {
    name: 'vihje-async-chunk-ids',
    builderConfig: {
      tools: {
        rspack: (config, { environment }) => {
          const { chunkFilename } = config.output ?? {};
          if (environment.name !== 'web' || typeof chunkFilename !== 'string') return;
          config.output = { ...config.output, chunkFilename: byIdAndHash(chunkFilename) };
        },
      },
    },
  };
}
