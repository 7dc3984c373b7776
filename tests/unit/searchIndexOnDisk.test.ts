import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../temporaryFolder';

// A production build's search index kept on disk from when it is made until it is emitted, and the pages' text let
// go once it is made (patches/@rspress+core+2.0.22+026+search-text-out-of-the-heap.patch); its text written from
// each entry's JSON (patches/@rspress+core+2.0.22+032+search-index-in-pieces.patch).

const moduleFile = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/dist/node/runtimeModule/pageData/createPageData.js',
);

interface IndexEntry {
  routePath: string;
  title: string;
  content?: string;
  _flattenContent?: string;
}

type CreatePageData = (context: Record<string, unknown>) => Promise<{
  searchIndex: Record<string, () => string>;
  pageData: { pages: IndexEntry[] };
}>;

/** A site of two pages, its page index made as a build (or the dev server) makes it, and what the route service keeps. */
async function pageDataOf(mode: 'production' | 'development') {
  const root = temporaryFolder('search-index-on-disk-');
  const docsDir = path.join(root, 'docs');
  mkdirSync(docsDir);
  writeFileSync(path.join(docsDir, 'guide.md'), '# Guide\n\nPostal codes in autocomplete.\n');
  writeFileSync(path.join(docsDir, 'faq.md'), '# FAQ\n\nRate limits.\n');
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.stubEnv('NODE_ENV', mode);
  const routes = ['guide', 'faq'].map((name) => ({
    routePath: `/${name}`,
    absolutePath: path.join(docsDir, `${name}.md`),
    relativePath: `${name}.md`,
    pageName: name,
    lang: '',
    version: '',
  }));
  const kept = new Map<string, IndexEntry>();
  const routeService = {
    getRoutes: () => routes,
    getRoutePageByRoutePath: (routePath: string) => ({
      setPageIndexInfo: (info: IndexEntry) => kept.set(routePath, info),
    }),
  };
  const { createPageData } = (await import(pathToFileURL(moduleFile).href)) as { createPageData: CreatePageData };
  const made = await createPageData({
    config: { builderConfig: { performance: { buildCache: false } } },
    alias: {},
    userDocRoot: docsDir,
    routeService,
    pluginDriver: { modifySearchIndexData: async () => {}, extendPageData: async () => {} },
  });
  return { ...made, kept, indexDir: path.join(root, 'node_modules', '.rspress', 'search-index') };
}

describe("a production build's search index", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('is written to disk when made and read back whole when emitted', async () => {
    const { searchIndex, indexDir } = await pageDataOf('production');
    const [filename, ...others] = Object.keys(searchIndex);
    expect(others).toEqual([]);
    expect(filename).toMatch(/^search_index\.[0-9a-f]+\.json$/);
    expect(readdirSync(indexDir)).toEqual([`${process.pid}-${filename}`]);
    const emitted = searchIndex[filename as string]?.() ?? '';
    const entries = JSON.parse(emitted) as IndexEntry[];
    expect(entries.map(({ routePath, title, content }) => [routePath, title, content?.trim()])).toEqual([
      ['/guide', 'Guide', 'Postal codes in autocomplete.'],
      ['/faq', 'FAQ', 'Rate limits.'],
    ]);
    expect(readFileSync(path.join(indexDir, `${process.pid}-${filename}`), 'utf8')).toBe(emitted);
  });

  it("is the JSON of its entries as JSON.stringify writes the array, named by its text's hash", async () => {
    const { searchIndex } = await pageDataOf('production');
    const [filename] = Object.keys(searchIndex);
    const text = searchIndex[filename as string]?.() ?? '';
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
    expect(filename).toBe(`search_index.${hash}.json`);
  });

  it("lets go of the pages' text once the index is made; the page data keeps the rest", async () => {
    const { kept, pageData } = await pageDataOf('production');
    for (const entry of kept.values()) {
      expect(entry.content).toBeUndefined();
      expect(entry._flattenContent).toBeUndefined();
    }
    expect(kept.get('/guide')?.title).toBe('Guide');
    expect(pageData.pages.map(({ routePath, title }) => [routePath, title])).toEqual([
      ['/guide', 'Guide'],
      ['/faq', 'FAQ'],
    ]);
  });

  it('in the dev server stays in memory, made on request, and the pages keep their text', async () => {
    const { searchIndex, kept, indexDir } = await pageDataOf('development');
    expect(existsSync(indexDir)).toBe(false);
    expect(JSON.parse(searchIndex['search_index.dev.json']?.() ?? '')).toHaveLength(2);
    expect(kept.get('/faq')?.content?.trim()).toBe('Rate limits.');
  });
});
