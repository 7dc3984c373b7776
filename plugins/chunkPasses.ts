import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { environmentNames } from './upstream/rspress/build.ts';

/**
 * Two of Rspack's passes over every chunk that change nothing in this site's output, left out of every compile
 * (bench/NOTES.md has what each cost at ten thousand pages and the output compared with and without):
 *
 * - Merging duplicate chunks. Every route has a chunk of its own, holding its own page, so no two chunks hold the
 *   same modules; the pass still compares each chunk with every other chunk that holds its first module, seconds a
 *   compile at ten thousand routes (and in each of the dev server's rebuilds, with a lazily compiled chunk a route).
 * - Splitting the server bundle's chunks by Rspack's default cache groups. Rspress gives the bundle the pages are
 *   rendered from Rspack's default splitting, which moves modules shared by route chunks into chunks of their own,
 *   to spare a browser downloads; the render reads the bundle from disk, and without it the bundle is a few kilobytes
 *   larger. A cache group another plugin adds stays (the section sidebars', `plugins/sectionSidebars.ts`).
 */
export function pluginChunkPasses(): RspressPlugin {
  return {
    name: 'vihje-chunk-passes',
    builderConfig: {
      tools: {
        rspack: (config, { environment }) => {
          config.optimization = { ...config.optimization, mergeDuplicateChunks: false };
          if (environment.name === environmentNames.server) {
            config.optimization.splitChunks = withoutDefaultCacheGroups(config.optimization.splitChunks);
          }
        },
      },
    },
  };
}

/** Rspack's default cache groups, which split any module that chunks share. */
const defaultCacheGroups = ['default', 'defaultVendors'];

/** A compile's splitting without Rspack's default cache groups: none at all when no other cache group is named. */
function withoutDefaultCacheGroups(
  splitChunks: Rspack.Optimization['splitChunks'],
): false | Rspack.OptimizationSplitChunksOptions {
  if (!splitChunks) return false;
  const named = Object.entries(splitChunks.cacheGroups ?? {}).filter(
    ([key, group]) => !defaultCacheGroups.includes(key) && group !== false,
  );
  if (named.length === 0) return false;
  return { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, default: false, defaultVendors: false } };
}
