import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import rehypeShiki from '@shikijs/rehype';
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { createRehypeShikiOptions } from '../upstream/rspress/build.ts';
import { keptHighlights } from './keptHighlights.ts';
import { highlightOpenedPages, pageFileOf } from './openedPages.ts';
import { wholeLineTokens } from './wholeLineTokens.ts';

function docsRoot(): string {
  const root = temporaryFolder('vihje-opened-');
  mkdirSync(path.join(root, 'guide'));
  writeFileSync(path.join(root, 'index.mdx'), '# Home\n');
  writeFileSync(path.join(root, 'guide', 'index.md'), '# Guide\n');
  writeFileSync(path.join(root, 'guide', 'quick start.mdx'), '# Quick start\n');
  return root;
}

describe('pageFileOf', () => {
  const root = docsRoot();

  it("finds the page Rspress's file-system routes serve at a path", () => {
    expect(pageFileOf(root, '/', '/')).toBe(path.join(root, 'index.mdx'));
    expect(pageFileOf(root, '/', '/guide/')).toBe(path.join(root, 'guide', 'index.md'));
    expect(pageFileOf(root, '/', '/guide/quick%20start')).toBe(path.join(root, 'guide', 'quick start.mdx'));
    expect(pageFileOf(root, '/', '/guide/quick%20start.html')).toBe(path.join(root, 'guide', 'quick start.mdx'));
  });

  it("reads paths under the site's base only", () => {
    expect(pageFileOf(root, '/docs/', '/docs/guide/')).toBe(path.join(root, 'guide', 'index.md'));
    expect(pageFileOf(root, '/docs', '/docs/')).toBe(path.join(root, 'index.mdx'));
    expect(pageFileOf(root, '/docs/', '/docs')).toBe(path.join(root, 'index.mdx'));
    expect(pageFileOf(root, '/docs/', '/guide/')).toBeUndefined();
  });

  it('finds nothing for a path without a page, outside the root, or not decodable', () => {
    expect(pageFileOf(root, '/', '/static/js/index.js')).toBeUndefined();
    expect(pageFileOf(root, '/', '/guide/missing')).toBeUndefined();
    expect(pageFileOf(root, '/', '/%2E%2E/etc/passwd')).toBeUndefined();
    expect(pageFileOf(root, '/', '/%E0%A4%A')).toBeUndefined();
  });
});

describe('highlightOpenedPages', () => {
  const block = '```ts\nexport const base = "https://api.vihje.fi";\n```\n';

  /** The key and tree the compile's Shiki step makes for `block`, with Rspress's options. */
  async function compiled(): Promise<{ key: string; tree: Root }> {
    const made: [string, Root][] = [];
    const recording: MapLike<string, Root> = {
      get: () => undefined,
      set: (key, tree) => {
        made.push([key, structuredClone(tree)]);
        return recording;
      },
    };
    const tree = toHast(unified().use(remarkParse).parse(block)) as Root;
    const options = { ...createRehypeShikiOptions(false, false), ...wholeLineTokens, cache: recording };
    await (rehypeShiki.call(undefined as never, options) as (tree: Root) => Promise<void>)(tree);
    const [first] = made;
    if (!first) throw new Error('Shiki highlighted no block');
    return { key: first[0], tree: first[1] };
  }

  type Middleware = (req: object, res: object, next: () => void) => void;

  /** The plugin set up as the dev server sets it up: its middlewares, and its hooks for the server's close. */
  async function devServerWith(plugin: ReturnType<typeof highlightOpenedPages>) {
    const middlewares: Middleware[] = [];
    const closers: Array<() => Promise<void> | void> = [];
    const api = {
      onBeforeStartDevServer: (hook: (params: object) => void) =>
        hook({ server: { middlewares: { use: (middleware: Middleware) => middlewares.push(middleware) } } }),
      onCloseDevServer: (hook: () => Promise<void>) => closers.push(hook),
    };
    await plugin.setup(api as unknown as RsbuildPluginAPI);
    const next = vi.fn();
    return {
      next,
      request: (url: string, accept: string) => {
        for (const middleware of middlewares) middleware({ method: 'GET', url, headers: { accept } }, {}, next);
      },
      close: async () => {
        for (const close of closers) await close();
      },
    };
  }

  /** A docs root with a page holding `block`, and the target the plugin highlights its opened pages into. */
  function siteWithSetupPage() {
    const root = docsRoot();
    writeFileSync(path.join(root, 'guide', 'setup.mdx'), `# Setup\n\n${block}`);
    const kept = keptHighlights(100);
    const target = () => ({ request: { root, showLineNumbers: false, defaultWrapCode: false }, base: '/', kept });
    return { kept, target };
  }

  it("highlights the blocks of a page whose HTML is asked for into the compile's cache", {
    timeout: 30_000,
  }, async () => {
    const { kept, target } = siteWithSetupPage();
    const server = await devServerWith(highlightOpenedPages(target));
    server.request('/guide/setup?from=nav', 'text/html');
    // A script's request is not a page opened.
    server.request('/guide/', '*/*');
    expect(server.next).toHaveBeenCalledTimes(2);
    const { key, tree } = await compiled();
    try {
      await vi.waitFor(() => expect(kept.get(key)).toEqual(tree), { timeout: 25_000, interval: 50 });
    } finally {
      await server.close();
    }
  });

  it('leaves an opened page for the worker until the dev server has had no request for a while', {
    timeout: 40_000,
  }, async () => {
    const { kept, target } = siteWithSetupPage();
    const server = await devServerWith(highlightOpenedPages(target, { quietMs: 400 }));
    const { key, tree } = await compiled();
    try {
      server.request('/guide/setup', 'text/html');
      // The page's scripts and chunks, asked for one after another for four seconds: long enough for a worker started
      // with the page to have highlighted it.
      for (let request = 0; request < 40; request += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        server.request(`/static/js/chunk-${request}.js`, '*/*');
      }
      expect(kept.get(key)).toBeUndefined();
      await vi.waitFor(() => expect(kept.get(key)).toEqual(tree), { timeout: 25_000, interval: 50 });
    } finally {
      await server.close();
    }
  });
});
