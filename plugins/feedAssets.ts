import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { Feed } from 'feed';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { escapePath } from '../shared/escapeRegExp.ts';

/** Markdown → HTML, for a feed item's content (a feed carries HTML, not a page's script). */
export const markdownToHtml = (markdown: string): string =>
  String(unified().use(remarkParse).use(remarkRehype).use(rehypeStringify).processSync(markdown));

/**
 * Matches `folder` itself (either separator), not the files in it: for Rspack's `snapshot.immutablePaths`, which the
 * persistent cache's snapshot leaves out, while the files' own snapshots stay. (The snapshot of a folder that holds
 * it would leave it out too; this site's compiles depend on no such folder.)
 */
const exactFolder = (folder: string): RegExp => new RegExp(`^${escapePath(path.resolve(folder))}$`);

/**
 * A feed's RSS 2.0 and Atom 1.0 renderings emitted into the web build at `paths` (site paths), in dev and production;
 * the build watches `folder`, whose files the feed is made from. The feed is made by `toFeed` from what `source`
 * returns, and rendered again only when that is a new value: a dev rebuild after any edit emits the feeds again, and
 * rendering a blog's feeds at thousands of posts takes a noticeable part of the rebuild.
 *
 * The folder is a dependency of every compilation, which Rspack's persistent cache snapshots again after every
 * compile, a folder by the times of all its files: the folder is left out of that snapshot (the watcher still has
 * it). Nothing cached depends on it: the feeds are emitted in every compile, and each post's module has its file.
 */
export function feedAssetsPlugin<Source>(
  name: string,
  paths: { rss: string; atom: string },
  folder: string,
  source: () => Source | Promise<Source>,
  toFeed: (source: Source) => Feed,
): RsbuildPlugin {
  let rendered: { from: Source; rss: string; atom: string } | undefined;
  return {
    name,
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        config.snapshot = {
          ...config.snapshot,
          immutablePaths: [...(config.snapshot?.immutablePaths ?? []), exactFolder(folder)],
        };
      });
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        compilation.contextDependencies.add(path.resolve(folder));
        const from = await source();
        if (rendered?.from !== from) {
          const feed = toFeed(from);
          rendered = { from, rss: feed.rss2(), atom: feed.atom1() };
        }
        compilation.emitAsset(paths.rss.slice(1), new sources.RawSource(rendered.rss));
        compilation.emitAsset(paths.atom.slice(1), new sources.RawSource(rendered.atom));
      });
    },
  };
}
