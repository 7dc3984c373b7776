import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childProcesses } from '../../tests/childProcesses';
import { routeList } from '../../tests/routeList';
import { pluginSplitSearch } from './index.ts';
import { memorySource } from './memorySource.ts';
import { type SplitIndexSource, searchSplitIndex } from './searchSplitIndex.ts';
import { manifestFile, openSplitIndex, type SplitManifest } from './splitFiles.ts';
import { fromGaps, type SearchPage, shardOf, splitIndex, toGaps } from './splitIndex.ts';
import { writeSplitIndexes } from './writeSplitIndex.ts';

const page = (routePath: string, title: string, content: string, headers: string[] = []): SearchPage => ({
  routePath,
  title,
  content,
  toc: headers.map((text, index) => ({ id: `h${index}`, text, depth: 2, charIndex: 0 })),
  lang: 'en',
  version: '',
});

const pages: SearchPage[] = [
  page('/webhooks', 'Webhooks', 'Vihje sends a webhook when a company record changes.', ['Retry policy']),
  page('/data', 'Data reference', 'Postinumero is the postal code. Y-tunnus is the business ID.', ['Business ID']),
  page('/rate-limits', 'Rate limits', 'Each key has rate limits; retry after the Retry-After header.'),
  page('/addresses', 'Address search', 'Typeahead for street addresses, with hasMore for pagination.'),
  page('/kunnat', 'Kunnat', 'Hämeenlinna and Jyväskylä are municipalities.'),
];

const routes = async (source: SplitIndexSource, query: string, limit = 7) =>
  (await searchSplitIndex(source, query, limit)).map((found) => found.routePath);

describe('the split index', () => {
  it('lists every word once, and a shard for every word', () => {
    const split = splitIndex(pages, 64);
    expect(split.words).toEqual([...new Set(split.words)].sort());
    expect(split.shards.length).toBeGreaterThan(3);
    split.words.forEach((word, index) => {
      expect(split.shards[shardOf(split.shardStarts, index)]?.[word]).toBeDefined();
    });
  });

  it("lists a page once for a word it repeats, in each field the word is in, as the page's distinct words", () => {
    const repeated = [
      page('/a', 'Retry retry', 'Retry, then retry again: retry.', ['Retry']),
      page('/b', 'Limits', 'No retry here, but limits, limits.'),
    ];
    const { words, shards, shardStarts } = splitIndex(repeated);
    const postings = (word: string) =>
      (shards[shardOf(shardStarts, words.indexOf(word))]?.[word] ?? []).map((gaps) => fromGaps(gaps));
    expect(postings('retry')).toEqual([[0], [0], [0, 1]]);
    expect(postings('limits')).toEqual([[1], [], [1]]);
    expect(words).toEqual(['again', 'but', 'here', 'limits', 'no', 'retry', 'then']);
  });

  it('stores page ids as gaps', () => {
    expect(toGaps([3, 4, 9])).toEqual([3, 1, 5]);
    expect(fromGaps(toGaps([0, 2, 1000]))).toEqual([0, 2, 1000]);
  });
});

describe('a search of the split index', () => {
  const source = memorySource(pages, 64);

  it('finds a word inside a longer one, titles before headings before text', async () => {
    expect(await routes(source, 'hook')).toEqual(['/webhooks']);
    expect(await routes(source, 'retry')).toEqual(['/webhooks', '/rate-limits']);
  });

  it('finds the query as written, across words and punctuation, in any case', async () => {
    expect(await routes(source, 'Y-tunnus')).toEqual(['/data']);
    expect(await routes(source, 'postal code')).toEqual(['/data']);
    expect(await routes(source, 'HASMORE')).toEqual(['/addresses']);
  });

  it('leaves out a page holding the words apart, not the query', async () => {
    expect(await routes(source, 'code postal')).toEqual([]);
  });

  it('matches Finnish letters with or without their accents, as Rspress does', async () => {
    expect(await routes(source, 'hämeenlinna')).toEqual(['/kunnat']);
    expect(await routes(source, 'jyvaskyla')).toEqual(['/kunnat']);
  });

  it('finds nothing for an unknown word or an empty query', async () => {
    expect(await routes(source, 'zebra')).toEqual([]);
    expect(await routes(source, ' - ')).toEqual([]);
  });

  it('keeps to the limit in each field', async () => {
    const many = Array.from({ length: 30 }, (_, index) => page(`/p${index}`, `Page ${index}`, 'the webhook guide'));
    const found = await routes(memorySource(many, 256), 'webhook', 7);
    expect(found).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6']);
  });

  it('narrows a one-letter term by the others', async () => {
    expect(await routes(source, 'a webhook')).toEqual(['/webhooks']);
  });
});

describe('the split files of a build', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build folder whose `static/` holds `files` (name → text). */
  const buildWith = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'split-search-'));
    mkdirSync(path.join(dir, 'static'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'static', name), text);
    return path.join(dir, 'static');
  };

  it('replace the single index, each file but the manifest named by its content, and search alike', async () => {
    const staticDir = buildWith({ 'search_index.en.fdd79c19.json': JSON.stringify(pages) });
    // Split however small: the real threshold keeps an index this small whole.
    const [{ folder, pages: pageCount, shards } = { folder: '', pages: 0, shards: 0 }] = writeSplitIndexes(dir, 0);
    expect([pageCount, shards > 0]).toEqual([pages.length, true]);
    expect(folder).toBe(path.join(staticDir, 'search_index.en'));
    expect(readdirSync(staticDir)).toEqual(['search_index.en']);
    const files = readdirSync(folder);
    expect(files).toContain(manifestFile);
    expect(files.filter((name) => name.startsWith('page-'))).toHaveLength(pages.length);
    for (const name of files.filter((file) => file !== manifestFile)) {
      expect(name).toMatch(/^[a-z]+-\d+\.[0-9a-f]{8}\.json$/);
    }

    const read = async (name: string) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    const manifest = (await read(manifestFile)) as SplitManifest;
    expect(manifest.pageHashes).toHaveLength(pages.length);
    const fromFiles = await openSplitIndex(read);
    for (const query of ['hook', 'retry', 'Y-tunnus', 'jyvaskyla', 'zebra']) {
      expect(await routes(fromFiles, query)).toEqual(await routes(memorySource(pages), query));
    }
  });

  it('keep a small index whole, in its manifest', async () => {
    const staticDir = buildWith({ 'search_index.en.fdd79c19.json': JSON.stringify(pages) });
    const [{ folder, shards } = { folder: '', shards: -1 }] = writeSplitIndexes(dir);
    expect(shards).toBe(0);
    expect(readdirSync(staticDir)).toEqual(['search_index.en']);
    expect(readdirSync(folder)).toEqual([manifestFile]);
    const read = async (name: string) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    expect(await read(manifestFile)).toEqual({ format: 1, pages });
    expect(await routes(await openSplitIndex(read), 'hook')).toEqual(['/webhooks']);
  });

  it('stop the build on a malformed index, naming the file and the page', () => {
    const staticDir = buildWith({
      'search_index.en.0123abcd.json': JSON.stringify([pages[0], { title: 'No route', content: '', toc: [] }]),
    });
    const file = path.join(staticDir, 'search_index.en.0123abcd.json');
    expect(() => writeSplitIndexes(dir)).toThrow(`${file}: page 1 (undefined) has no routePath`);
    writeFileSync(file, '{');
    expect(() => writeSplitIndexes(dir)).toThrow(`${file}: not JSON`);
  });

  it('stop the build when there is no index to split', () => {
    const staticDir = buildWith({});
    expect(() => writeSplitIndexes(dir)).toThrow(`${staticDir}: no search index`);
  });
});

describe.each([
  { build: 'a small build', routes: 2, ownProcess: false },
  { build: 'a build above the threshold', routes: 3, ownProcess: true },
])('pluginSplitSearch, $build', ({ routes, ownProcess }) => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the plugin's `afterBuild` on a build folder whose `static/` holds `files`; its own process from 2 routes. */
  function splitAfterBuild(files: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), 'split-search-plugin-'));
    mkdirSync(path.join(dir, 'static'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'static', name), text);
    const plugin = pluginSplitSearch(2);
    plugin.routeGenerated?.(routeList(routes), true);
    const before = childProcesses();
    const split = plugin.afterBuild?.({ outDir: dir }, true);
    return { split, started: childProcesses() - before };
  }

  it(ownProcess ? 'splits the index in a child process' : "splits the index in the build's process", async () => {
    const { split, started } = splitAfterBuild({ 'search_index.en.fdd79c19.json': JSON.stringify(pages) });
    expect(started).toBe(ownProcess ? 1 : 0);
    await split;
    expect(readdirSync(path.join(dir, 'static', 'search_index.en'))).toEqual([manifestFile]);
  });

  it('stops the build on a malformed index, naming the file', async () => {
    const { split } = splitAfterBuild({ 'search_index.en.0123abcd.json': '{' });
    await expect(split).rejects.toThrow('search_index.en.0123abcd.json: not JSON');
  });
});
