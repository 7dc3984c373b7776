import type { RsbuildPlugin } from '@rsbuild/core';
import type { Feed } from 'feed';

/**
 * A feed's RSS 2.0 and Atom 1.0 renderings emitted into the web build at `paths` (site paths), in dev and production;
 * the build watches `folder`, whose files the feed is made from.
 */
export function feedAssetsPlugin(
  name: string,
  paths: { rss: string; atom: string },
  folder: string,
  feed: () => Feed | Promise<Feed>,
): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        compilation.contextDependencies.add(folder);
        const built = await feed();
        compilation.emitAsset(paths.rss.slice(1), new sources.RawSource(built.rss2()));
        compilation.emitAsset(paths.atom.slice(1), new sources.RawSource(built.atom1()));
      });
    },
  };
}
