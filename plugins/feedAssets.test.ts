import path from 'node:path';
import type { RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import { Feed } from 'feed';
import { describe, expect, it } from 'vitest';
import { feedAssetsPlugin } from './feedAssets';

type ProcessAssets = (context: {
  compilation: {
    contextDependencies: Set<string>;
    emitAsset: (name: string, source: { source: () => string }) => void;
  };
  sources: { RawSource: new (text: string) => { source: () => string } };
}) => Promise<void>;

class RawSource {
  constructor(private readonly text: string) {}
  source(): string {
    return this.text;
  }
}

/** Runs the plugin's asset step as one build (or dev rebuild) would: the files it emitted, by name. */
async function emitted(step: ProcessAssets): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  await step({
    compilation: { contextDependencies: new Set(), emitAsset: (name, asset) => files.set(name, asset.source()) },
    sources: { RawSource },
  });
  return files;
}

const feedOf = (titles: string[]): Feed => {
  const feed = new Feed({ title: 'Posts', id: 'https://example.test/', copyright: 'Example', updated: new Date(0) });
  for (const title of titles) feed.addItem({ title, link: `https://example.test/${title}`, date: new Date(0) });
  return feed;
};

describe('a feed’s assets', () => {
  it('are rendered once for each new source value and emitted on every rebuild', async () => {
    let source = ['first'];
    const made: string[][] = [];
    const plugin = feedAssetsPlugin(
      'feeds',
      { rss: '/blog/rss.xml', atom: '/blog/atom.xml' },
      '/site/docs/blog',
      () => source,
      (titles) => {
        made.push(titles);
        return feedOf(titles);
      },
    );
    let step: ProcessAssets | undefined;
    plugin.setup({
      modifyRspackConfig: () => {},
      processAssets: (_options: unknown, handler: ProcessAssets) => (step = handler),
    } as unknown as RsbuildPluginAPI);
    if (!step) throw new Error('the plugin registered no asset step');

    const first = await emitted(step);
    expect([...first.keys()]).toEqual(['blog/rss.xml', 'blog/atom.xml']);
    expect(first.get('blog/rss.xml')).toContain('<title><![CDATA[first]]></title>');
    expect(await emitted(step)).toEqual(first);
    expect(made).toEqual([['first']]);

    source = ['first', 'second'];
    expect((await emitted(step)).get('blog/atom.xml')).toContain('second');
    expect(made).toEqual([['first'], ['first', 'second']]);
  });

  it('leave their folder out of the persistent cache’s snapshot, but not the files in it, and watch it', async () => {
    const folder = '/site/docs/blog';
    const plugin = feedAssetsPlugin('feeds', { rss: '/rss.xml', atom: '/atom.xml' }, folder, () => [], feedOf);
    let modify: ((config: Rspack.Configuration, utils: { environment: { name: string } }) => void) | undefined;
    let step: ProcessAssets | undefined;
    plugin.setup({
      modifyRspackConfig: (handler: typeof modify) => (modify = handler),
      processAssets: (_options: unknown, handler: ProcessAssets) => (step = handler),
    } as unknown as RsbuildPluginAPI);
    if (!modify || !step) throw new Error('the plugin registered no config change or no asset step');

    const existing = /[\\/]vendor[\\/]/;
    const web: Rspack.Configuration = { snapshot: { immutablePaths: [existing] } };
    modify(web, { environment: { name: 'web' } });
    const [kept, added, ...rest] = web.snapshot?.immutablePaths ?? [];
    expect(kept).toBe(existing);
    expect(rest).toEqual([]);
    if (!(added instanceof RegExp)) throw new Error(`expected a pattern, got ${String(added)}`);
    const folderPath = path.resolve(folder);
    expect(added.test(folderPath)).toBe(true);
    expect(added.test(path.join(folderPath, 'a-post.mdx'))).toBe(false);
    expect(added.test(`${folderPath}-archive`)).toBe(false);
    expect(added.test(path.dirname(folderPath))).toBe(false);

    const server: Rspack.Configuration = {};
    modify(server, { environment: { name: 'node' } });
    expect(server).toEqual({});

    const watched = new Set<string>();
    await step({ compilation: { contextDependencies: watched, emitAsset: () => {} }, sources: { RawSource } });
    expect([...watched]).toEqual([folderPath]);
  });
});
