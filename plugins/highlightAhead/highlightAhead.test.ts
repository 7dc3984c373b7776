import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rehypeShiki from '@shikijs/rehype';
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { pluginCodeBlocksAsHtml, rehypeCodeBlocksAsHtml } from '../codeBlocksAsHtml/index.ts';
import { createRehypeShikiOptions } from '../upstream/rspress/build.ts';
import { startWorkerProcess } from '../workerProcess.ts';
import { fencesOf } from './fences';
import { pluginHighlightAhead, workerProgress } from './index';
import { wholeLineTokens } from './wholeLineTokens';
import type { HighlightedFile, HighlightRequest, WorkerMessage } from './worker';

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

/**
 * The page's blocks highlighted as the compile does: Markdown → hast → Rspress's Shiki step, with the plugin's
 * whole-line tokens (Shiki's default time limit a line would leave a line untokenized on a busy machine).
 */
async function compileHighlights(cache?: MapLike<string, Root>): Promise<Root> {
  const tree = toHast(unified().use(remarkParse).use(remarkGfm).parse(page)) as Root;
  const options = { ...createRehypeShikiOptions(false, false), ...wholeLineTokens, ...(cache ? { cache } : {}) };
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

/** The fixture page given to a worker with `options`: every block it posted, by key, once it has ended. */
async function highlightedByWorker(options: Partial<HighlightRequest> = {}): Promise<Map<string, string>> {
  const file = path.join(temporaryFolder('vihje-highlight-'), 'page.md');
  writeFileSync(file, page);
  const request: HighlightRequest = {
    root: path.dirname(file),
    files: [file],
    showLineNumbers: false,
    defaultWrapCode: false,
    ...options,
  };
  const posted = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    const worker = startWorkerProcess(new URL('./worker.ts', import.meta.url), request);
    worker.on('message', ({ blocks }: HighlightedFile) => {
      for (const [key, tree] of blocks) posted.set(key, tree);
    });
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  return posted;
}

describe('the highlighting worker', () => {
  // A worker process loading Shiki and its grammars: seconds on a 2-core machine busy with the test builds.
  it("posts, for every block, the tree Rspress's Shiki step makes, under the key the step looks it up by", {
    timeout: 30_000,
  }, async () => {
    const posted = await highlightedByWorker();
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

  it("posts each block's code as one element holding its HTML, as the compile's next step makes it, when asked", {
    timeout: 30_000,
  }, async () => {
    const posted = await highlightedByWorker({ blocksAsHtml: true });
    expect(posted.size).toBe(4);
    for (const tree of posted.values()) expect(tree).not.toContain('"tagName":"span"');
    const fromWorker: MapLike<string, Root> = {
      get: (key) => {
        const tree = posted.get(key);
        return tree === undefined ? undefined : JSON.parse(tree);
      },
      set: () => fromWorker,
    };
    const withWorker = await compileHighlights(fromWorker);
    rehypeCodeBlocksAsHtml()(withWorker);
    const alone = await compileHighlights();
    rehypeCodeBlocksAsHtml()(alone);
    expect(withWorker).toEqual(alone);
  });

  it('takes next the page the compile has reached, ahead of its own order', { timeout: 30_000 }, async () => {
    const root = temporaryFolder('vihje-highlight-');
    const files = Array.from({ length: 12 }, (_, index) => path.join(root, `page-${index}.md`));
    for (const file of files) writeFileSync(file, page);
    const request: HighlightRequest = { root, files, showLineNumbers: false, defaultWrapCode: false };
    const order: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const worker = startWorkerProcess(new URL('./worker.ts', import.meta.url), request);
      worker.send(files.at(-1) ?? '');
      worker.on('message', ({ file }: HighlightedFile) => order.push(file));
      worker.once('error', reject);
      worker.once('exit', () => resolve());
    });
    // Asked for before the worker had loaded Shiki: the first or, had the request come in late, the second.
    expect(order.indexOf(files.at(-1) ?? '')).toBeLessThanOrEqual(1);
    expect([...order].sort()).toEqual([...files].sort());
  });

  it('posts no more than its lead of files the compile has not reached, and one more for each it reaches', {
    timeout: 30_000,
  }, async () => {
    const root = temporaryFolder('vihje-highlight-');
    const files = Array.from({ length: 8 }, (_, index) => path.join(root, `page-${index}.md`));
    for (const file of files) writeFileSync(file, page);
    const request: HighlightRequest = { root, files, showLineNumbers: false, defaultWrapCode: false, maxLead: 2 };
    const worker = startWorkerProcess(new URL('./worker.ts', import.meta.url), request);
    const order: string[] = [];
    let onPost = () => {};
    worker.on('message', ({ file }: HighlightedFile) => {
      order.push(file);
      onPost();
    });
    const posts = (count: number) =>
      new Promise<void>((resolve) => {
        onPost = () => order.length >= count && resolve();
        onPost();
      });
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));
    try {
      await posts(2);
      await quiet();
      expect(order).toEqual(files.slice(0, 2));
      const reached: WorkerMessage = { reached: [files[0] ?? ''] };
      worker.send(reached);
      await posts(3);
      await quiet();
      expect(order).toEqual(files.slice(0, 3));
      // A file the compile waits for is highlighted whatever the lead.
      worker.send(files[6] ?? '');
      await posts(4);
      expect(order.at(-1)).toBe(files[6]);
    } finally {
      worker.kill();
    }
  });
});

describe("the compile's progress, as the worker hears of it", () => {
  it('tells the worker of pages reached after it posted them 16 at a time, and at once with a page the compile waits for', () => {
    const files = Array.from({ length: 40 }, (_, index) => `/docs/page-${index}.md`);
    const told: WorkerMessage[] = [];
    const progress = workerProgress(files, (message) => told.push(message));
    for (const file of files.slice(0, 36)) progress.posted({ file, blocks: [] });
    for (const file of files.slice(0, 35)) expect(progress.highlighted(file)).toBeUndefined();
    expect(told).toEqual([{ reached: files.slice(0, 16) }, { reached: files.slice(16, 32) }]);
    // Not posted yet: the compile waits, and the worker hears of the three reached pages with it.
    expect(progress.highlighted(files[38] ?? '')).toBeInstanceOf(Promise);
    expect(told.slice(2)).toEqual([{ reached: files.slice(32, 35) }, files[38]]);
  });
});

describe('pluginHighlightAhead', () => {
  const configFor = (cacheDirectory: string) => ({
    root: temporaryFolder('vihje-docs-'),
    builderConfig: { performance: { buildCache: { cacheDirectory } } },
  });
  const configure = (config: ReturnType<typeof configFor>, isProd: boolean, plugin = pluginHighlightAhead(1)) =>
    plugin.config?.(config, { addPlugin: () => {}, removePlugin: () => {} }, isProd);
  /** The plugin's remark step as the compile runs it on `file`: what the page's compile waits for. */
  const compileReaches = (plugin: ReturnType<typeof pluginHighlightAhead>, file: string) => {
    const [remark] = (plugin.markdown?.remarkPlugins ?? []) as (() => (
      tree: unknown,
      file: { path: string },
    ) => unknown)[];
    return remark?.()({ type: 'root', children: [] }, { path: file });
  };
  /** The key the compile's Shiki step asks the cache for, for the block `source`. */
  const keyOf = async (source: string) => {
    const asked: string[] = [];
    const tree = toHast(unified().use(remarkParse).parse(source)) as Root;
    const recording: MapLike<string, Root> = { get: (key) => void asked.push(key), set: () => recording };
    const options = { ...createRehypeShikiOptions(false, false), cache: recording };
    await (rehypeShiki.call(undefined as never, options) as (tree: Root) => Promise<void>)(tree);
    return asked[0] ?? '';
  };

  it("gives a cold production build's compile the worker's trees through Shiki's cache", async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    writeFileSync(path.join(config.root, 'a.md'), page);
    expect((await configure(config, true))?.markdown?.shiki).toHaveProperty('cache');
  });

  it('leaves a build of fewer pages than its threshold to highlight every block itself: no worker, no cache', async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    for (const name of ['a.md', 'b.mdx']) writeFileSync(path.join(config.root, name), page);
    expect((await configure(config, true, pluginHighlightAhead(3)))?.markdown?.shiki).toEqual(wholeLineTokens);
    expect((await configure(config, true, pluginHighlightAhead(2)))?.markdown?.shiki).toHaveProperty('cache');
  });

  it('gives a block that two pages share to both pages, once each', { timeout: 30_000 }, async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    const block = (code: string) => ['```json response-of="GET /x"', code, '```', ''].join('\n');
    writeFileSync(path.join(config.root, 'a.md'), `# A\n\n${block('{ "shared": true }')}`);
    writeFileSync(path.join(config.root, 'b.md'), `# B\n\n${block('{ "shared": true }')}`);
    const plugin = pluginHighlightAhead(1);
    const cache = (await configure(config, true, plugin))?.markdown?.shiki?.cache as MapLike<string, Root>;
    await compileReaches(plugin, path.join(config.root, 'a.md'));
    await compileReaches(plugin, path.join(config.root, 'b.md'));
    const shared = await keyOf(block('{ "shared": true }'));
    const first = cache.get(shared);
    expect(first).toBeDefined();
    expect(cache.get(shared)).toEqual(first);
    expect(cache.get(shared)).toBeUndefined();
  });

  it("has the worker take the code-as-HTML step when the config has that step's plugin", {
    timeout: 30_000,
  }, async () => {
    const block = '```ts\nconst limit = 10;\n```\n';
    const highlightedBy = async (plugins: ReturnType<typeof pluginCodeBlocksAsHtml>[]) => {
      const config = { ...configFor(temporaryFolder('vihje-rspack-cache-')), plugins };
      writeFileSync(path.join(config.root, 'a.md'), `# A\n\n${block}`);
      const plugin = pluginHighlightAhead(1);
      const cache = (await configure(config, true, plugin))?.markdown?.shiki?.cache as MapLike<string, Root>;
      await compileReaches(plugin, path.join(config.root, 'a.md'));
      return JSON.stringify(cache.get(await keyOf(block)));
    };
    const asHtml = await highlightedBy([pluginCodeBlocksAsHtml()]);
    expect(asHtml).toContain('"type":"mdxJsxTextElement","name":"code"');
    expect(asHtml).not.toContain('"tagName":"span"');
    expect(await highlightedBy([])).toContain('"tagName":"span"');
  });

  it("holds a page's compile until the worker has posted that page's blocks", { timeout: 30_000 }, async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    const pages = Array.from({ length: 12 }, (_, index) => path.join(config.root, `page-${index}.md`));
    for (const [index, file] of pages.entries()) {
      writeFileSync(file, `# Page ${index}\n\n${page}\n\`\`\`ts\nconst page = ${index};\n\`\`\`\n`);
    }
    const plugin = pluginHighlightAhead(1);
    const cache = (await configure(config, true, plugin))?.markdown?.shiki?.cache as MapLike<string, Root>;
    // The last page in the worker's order, reached first: its own block is in once the compile may go on.
    const waited = compileReaches(plugin, pages.at(-1) ?? '');
    expect(waited).toBeInstanceOf(Promise);
    await waited;
    expect(cache.get(await keyOf('```ts\nconst page = 11;\n```\n'))).toBeDefined();
    // A file the worker was not given (a page another plugin writes) is compiled at once.
    expect(compileReaches(plugin, path.join(os.tmpdir(), 'generated.mdx'))).toBeUndefined();
  });

  it('lets the compile go on alone once the worker has stopped', { timeout: 30_000 }, async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    const removed = path.join(config.root, 'a.md');
    writeFileSync(removed, page);
    const plugin = pluginHighlightAhead(1);
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...message: unknown[]) => void warnings.push(message.join(' '));
    try {
      await configure(config, true, plugin);
      // Gone before the worker, still loading Shiki, reads it: the worker's process fails on it (printing its
      // error) and ends.
      rmSync(removed);
      await compileReaches(plugin, removed);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual(['Code highlighting ahead stopped: exit code 1']);
  });

  it('starts the worker in a build that finds a persistent cache once its compile has compiled 32 pages', {
    timeout: 30_000,
  }, async () => {
    // A warm cache leaves the compile the pages that changed; a stale one, every page.
    const cacheDirectory = temporaryFolder('vihje-rspack-cache-');
    mkdirSync(path.join(cacheDirectory, 'web-production'));
    const config = configFor(cacheDirectory);
    const pages = Array.from({ length: 40 }, (_, index) => path.join(config.root, `page-${index}.md`));
    for (const [index, file] of pages.entries())
      writeFileSync(file, `# Page ${index}\n\n\`\`\`ts\nconst page = ${index};\n\`\`\`\n`);
    const plugin = pluginHighlightAhead(1);
    const cache = (await configure(config, true, plugin))?.markdown?.shiki?.cache as MapLike<string, Root>;
    // No worker yet: no page's compile waits for one.
    for (const file of pages.slice(0, 32)) expect(compileReaches(plugin, file)).toBeUndefined();
    // Started by the 32nd: a page not compiled yet waits for the worker's blocks.
    const waited = compileReaches(plugin, pages.at(-1) ?? '');
    expect(waited).toBeInstanceOf(Promise);
    await waited;
    expect(cache.get(await keyOf('```ts\nconst page = 39;\n```\n'))).toBeDefined();
    // The pages compiled before it started are not highlighted again.
    expect(cache.get(await keyOf('```ts\nconst page = 0;\n```\n'))).toBeUndefined();
  });

  it("gives the dev server's compile a cache that keeps what it highlights, no worker", async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    const plugin = pluginHighlightAhead(1);
    const shiki = (await configure(config, false, plugin))?.markdown?.shiki;
    expect(shiki).toMatchObject({ tokenizeTimeLimit: 0 });
    const cache = shiki?.cache as MapLike<string, Root>;
    const highlighted = await compileHighlights(cache);
    const key = await keyOf(page.split('\n').slice(2, 5).join('\n'));
    expect(cache.get(key)).toBeDefined();
    expect(await compileHighlights(cache)).toEqual(highlighted);
    // No worker holds a page's compile.
    expect(compileReaches(plugin, path.join(config.root, 'page.md'))).toBeUndefined();
  });

  it('tokenizes whole lines, however busy the machine: no time limit a line, for the compile and the worker', async () => {
    const config = configFor(temporaryFolder('vihje-rspack-cache-'));
    expect((await configure(config, true))?.markdown?.shiki).toMatchObject({ tokenizeTimeLimit: 0 });
  });
});
