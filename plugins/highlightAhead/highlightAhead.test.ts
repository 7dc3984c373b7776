import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import rehypeShiki from '@shikijs/rehype';
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createRehypeShikiOptions } from '../upstream/rspress/build.ts';
import { fencesOf } from './fences';
import { pluginHighlightAhead } from './index';
import type { HighlightedBlocks, HighlightRequest } from './worker';

const page = [
  '# Fixture',
  '',
  '```ts title="vihje.ts"',
  "export const base = 'https://api.vihje.fi';",
  '```',
  '',
  '~~~bash no-run',
  'curl -sS "$BASE/companies/search?q=kone"',
  '~~~',
  '',
  '````md',
  '```json',
  '{ "hits": [] }',
  '```',
  '````',
  '',
  '  ```json response-of="GET /postalcodes/search?q=00100"',
  '  { "hits": [{ "postcode": "00100" }] }',
  '  ```',
  '',
].join('\n');

/** The page's blocks highlighted as the compile does: Markdown → hast → Rspress's Shiki step. */
async function compileHighlights(cache?: MapLike<string, Root>): Promise<Root> {
  const tree = toHast(unified().use(remarkParse).use(remarkGfm).parse(page)) as Root;
  const options = { ...createRehypeShikiOptions(false, false), ...(cache ? { cache } : {}) };
  await (rehypeShiki.call(undefined as never, options) as (tree: Root) => Promise<void>)(tree);
  return tree;
}

describe('fencesOf', () => {
  it('reads each top-level fenced block as CommonMark does: language, meta and content', () => {
    const expected: { lang: string | null | undefined; meta: string | null | undefined; value: string }[] = [];
    visit(unified().use(remarkParse).parse(page), 'code', (node) => {
      expected.push({ lang: node.lang, meta: node.meta, value: node.value });
    });
    expect(fencesOf(page)).toEqual(expected);
  });
});

describe('the highlighting worker', () => {
  // A worker thread loading Shiki and its grammars: seconds on a 2-core machine busy with the test builds.
  it("posts, for every block, the tree Rspress's Shiki step makes, under the key the step looks it up by", {
    timeout: 30_000,
  }, async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'vihje-highlight-')), 'page.md');
    writeFileSync(file, page);
    const request: HighlightRequest = {
      root: path.dirname(file),
      files: [file],
      showLineNumbers: false,
      defaultWrapCode: false,
    };
    const posted = new Map<string, string>();
    await new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: request });
      worker.on('message', (blocks: HighlightedBlocks) => {
        for (const [key, tree] of blocks) posted.set(key, tree);
      });
      worker.once('error', reject);
      worker.once('exit', () => resolve());
    });
    const asked: string[] = [];
    const fromWorker: MapLike<string, Root> = {
      get: (key) => {
        asked.push(key);
        const tree = posted.get(key);
        return tree === undefined ? undefined : JSON.parse(tree);
      },
      set: () => fromWorker,
    };
    const withWorker = await compileHighlights(fromWorker);
    expect(asked).toHaveLength(4);
    expect(asked.filter((key) => !posted.has(key))).toEqual([]);
    expect(withWorker).toEqual(await compileHighlights());
  });
});

describe('pluginHighlightAhead', () => {
  const configFor = (cacheDirectory: string) => ({
    root: mkdtempSync(path.join(os.tmpdir(), 'vihje-docs-')),
    builderConfig: { performance: { buildCache: { cacheDirectory } } },
  });
  const configure = (config: ReturnType<typeof configFor>, isProd: boolean) =>
    pluginHighlightAhead().config?.(config, { addPlugin: () => {}, removePlugin: () => {} }, isProd);

  it("gives a cold production build's compile the worker's trees through Shiki's cache", async () => {
    const config = configFor(mkdtempSync(path.join(os.tmpdir(), 'vihje-rspack-cache-')));
    expect((await configure(config, true))?.markdown?.shiki).toHaveProperty('cache');
  });

  it('gives a block that two pages share to both pages, once each', async () => {
    const config = configFor(mkdtempSync(path.join(os.tmpdir(), 'vihje-rspack-cache-')));
    const block = (code: string) => ['```json response-of="GET /x"', code, '```', ''].join('\n');
    // The worker reads the files in order: once the last page's block is in, both shared ones are.
    writeFileSync(path.join(config.root, 'a.md'), `# A\n\n${block('{ "shared": true }')}`);
    writeFileSync(path.join(config.root, 'b.md'), `# B\n\n${block('{ "shared": true }')}`);
    writeFileSync(path.join(config.root, 'c.md'), `# C\n\n${block('{ "last": true }')}`);
    const cache = (await configure(config, true))?.markdown?.shiki?.cache as MapLike<string, Root>;
    /** The key the compile's Shiki step asks the cache for, for `code` in that block. */
    const keyOf = async (code: string) => {
      const asked: string[] = [];
      const tree = toHast(unified().use(remarkParse).parse(block(code))) as Root;
      const recording: MapLike<string, Root> = { get: (key) => void asked.push(key), set: () => recording };
      const options = { ...createRehypeShikiOptions(false, false), cache: recording };
      await (rehypeShiki.call(undefined as never, options) as (tree: Root) => Promise<void>)(tree);
      return asked[0] ?? '';
    };
    const [shared, last] = [await keyOf('{ "shared": true }'), await keyOf('{ "last": true }')];
    await expect.poll(() => cache.get(last), { timeout: 20_000 }).toBeDefined();
    const first = cache.get(shared);
    expect(first).toBeDefined();
    expect(cache.get(shared)).toEqual(first);
    expect(cache.get(shared)).toBeUndefined();
  });

  it('leaves a warm build (a persistent cache to read) and the dev server to the compile alone', async () => {
    // The compile's own Shiki then highlights every block, with no time limit on a line either.
    const compileAlone = { shiki: { tokenizeTimeLimit: 0 } };
    const cacheDirectory = mkdtempSync(path.join(os.tmpdir(), 'vihje-rspack-cache-'));
    mkdirSync(path.join(cacheDirectory, 'web-production'));
    expect((await configure(configFor(cacheDirectory), true))?.markdown).toEqual(compileAlone);
    const empty = mkdtempSync(path.join(os.tmpdir(), 'vihje-rspack-cache-'));
    expect((await configure(configFor(empty), false))?.markdown).toEqual(compileAlone);
  });

  it('tokenizes whole lines, however busy the machine: no time limit a line, for the compile and the worker', async () => {
    const config = configFor(mkdtempSync(path.join(os.tmpdir(), 'vihje-rspack-cache-')));
    expect((await configure(config, true))?.markdown?.shiki).toMatchObject({ tokenizeTimeLimit: 0 });
  });
});
