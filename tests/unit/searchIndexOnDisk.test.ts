import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRspressSite, configObservingTheBuild, writeRspressSite } from '../rspressSite';
import { temporaryFolder } from '../temporaryFolder';

// A production build's search index kept on disk from when it is made, and the pages' text let go once it is made
// (patches/@rspress+core+2.0.22+026+search-text-out-of-the-heap.patch); its text written from each entry's JSON
// (patches/@rspress+core+2.0.22+032+search-index-in-pieces.patch); the file copied into the output, not emitted
// by the compilation (patches/@rspress+core+2.0.22+033+search-index-copied-to-the-output.patch).

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
  /** A production build's value is the index file's path; the dev server's makes the text. */
  searchIndex: Record<string, string | (() => string)>;
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

  it('is written to disk when made, its file handed on by path', async () => {
    const { searchIndex, indexDir } = await pageDataOf('production');
    const [filename, ...others] = Object.keys(searchIndex);
    expect(others).toEqual([]);
    expect(filename).toMatch(/^search_index\.[0-9a-f]+\.json$/);
    expect(readdirSync(indexDir)).toEqual([`${process.pid}-${filename}`]);
    expect(searchIndex[filename as string]).toBe(path.join(indexDir, `${process.pid}-${filename}`));
    const entries = JSON.parse(readFileSync(path.join(indexDir, `${process.pid}-${filename}`), 'utf8')) as IndexEntry[];
    expect(entries.map(({ routePath, title, content }) => [routePath, title, content?.trim()])).toEqual([
      ['/guide', 'Guide', 'Postal codes in autocomplete.'],
      ['/faq', 'FAQ', 'Rate limits.'],
    ]);
  });

  it("is the JSON of its entries as JSON.stringify writes the array, named by its text's hash", async () => {
    const { searchIndex, indexDir } = await pageDataOf('production');
    const [filename] = Object.keys(searchIndex);
    const text = readFileSync(path.join(indexDir, `${process.pid}-${filename}`), 'utf8');
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
    const made = searchIndex['search_index.dev.json'];
    expect(typeof made).toBe('function');
    expect(JSON.parse(typeof made === 'function' ? made() : '')).toHaveLength(2);
    expect(kept.get('/faq')?.content?.trim()).toBe('Rate limits.');
  });
});

/** A config whose plugin prints, once the browser's compiler has emitted, whether the index is its asset or a file. */
const reportingConfig = configObservingTheBuild({
  head: `import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';`,
  eachCompiler: `if (one.name !== 'web') continue;
    one.hooks.afterEmit.tap('search-index-seen', (compilation) => {
      const asset = compilation.getAssets().some(({ name }) => name.includes('search_index'));
      const static_ = path.join(one.outputPath, 'static');
      const written = existsSync(static_) ? readdirSync(static_) : [];
      const file = written.some((name) => name.startsWith('search_index'));
      console.log(\`EMITTED index as an asset: \${asset}, as a file: \${file}\`);
    });`,
});

describe("a production build's search index in the output", () => {
  it("is copied into the output when the browser's compilation has emitted, not passed through it", () => {
    const dir = writeRspressSite(temporaryFolder('vihje-search-index-copied-'), {
      'docs/index.md': '# Home\n\nSee the [guide](/guide).\n',
      'docs/guide.md': '# Guide\n\nPostal codes in autocomplete.\n',
      'rspress.config.ts': reportingConfig,
    });
    const output = buildRspressSite(dir);
    expect(output.match(/^EMITTED .*$/gm)).toEqual(['EMITTED index as an asset: false, as a file: true']);
    const staticDir = path.join(dir, 'doc_build', 'static');
    const [name, ...others] = readdirSync(staticDir).filter((file) => file.startsWith('search_index'));
    expect(others).toEqual([]);
    const text = readFileSync(path.join(staticDir, name as string), 'utf8');
    // Rspress names the file by its language group (the default `en`) and the text's hash.
    expect(name).toBe(`search_index.en.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.json`);
    const entries = JSON.parse(text) as IndexEntry[];
    expect(entries.map(({ routePath, title }) => [routePath, title]).sort()).toEqual([
      ['/', 'Home'],
      ['/guide', 'Guide'],
    ]);
  }, 120_000);
});
