import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Rspress's page index kept between builds (patches/@rspress+core+2.0.22+003+page-index-cache.patch), and the
// entries no build used for three builds deleted (patches/@rspress+core+2.0.22+014+page-index-cache-pruned.patch),
// each page's entry found by its file's size and time (patches/@rspress+core+2.0.22+018+page-index-file-stamps.patch).

const moduleFile = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/dist/node/route/extractPageData.js',
);

interface Route {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  pageName: string;
  lang: string;
  version: string;
}

type ExtractPageData = (
  routeService: { getRoutes(): Route[]; getRoutePageByRoutePath(routePath: string): undefined },
  options: Record<string, unknown>,
) => Promise<Array<{ title: string; routePath: string }>>;

const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-page-index-'));
const docsDir = path.join(dir, 'docs');
const cacheDir = path.join(dir, 'cache');

const page = (name: string, markdown: string) => writeFileSync(path.join(docsDir, `${name}.md`), markdown);
const route = (name: string): Route => ({
  routePath: `/${name}`,
  absolutePath: path.join(docsDir, `${name}.md`),
  relativePath: `${name}.md`,
  pageName: name,
  lang: '',
  version: '',
});
const routes = [route('guide'), route('faq')];
const entries = () => readdirSync(cacheDir).filter((name) => !['openings.json', 'file-stamps.json'].includes(name));

let clock = Date.UTC(2026, 0, 1);

/** One build's page index, a minute after the last (on the clock the cache compares with): route and title. */
async function build(options: { cache: boolean } = { cache: true }): Promise<string[]> {
  clock += 60_000;
  vi.setSystemTime(clock);
  const { extractPageData } = (await import(pathToFileURL(moduleFile).href)) as { extractPageData: ExtractPageData };
  const pages = await extractPageData(
    { getRoutes: () => routes, getRoutePageByRoutePath: () => undefined },
    {
      replaceRules: [],
      alias: {},
      root: docsDir,
      searchCodeBlocks: true,
      searchEnabled: true,
      ...(options.cache ? { cacheDir } : {}),
    },
  );
  return pages.map((entry) => `${entry.routePath}: ${entry.title}`);
}

describe('the page index cache', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mkdirSync(docsDir);
  });
  afterAll(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives a warm build the entries a build without the cache computes, read from the cache', async () => {
    rmSync(cacheDir, { recursive: true, force: true });
    page('guide', '# Guide\n\nThe first version.\n');
    page('faq', '# FAQ\n\nQuestions.\n');
    const computed = await build({ cache: false });
    expect(computed).toEqual(['/guide: Guide', '/faq: FAQ']);
    expect(await build()).toEqual(computed);
    expect(await build()).toEqual(computed);

    // What the next build returns for the FAQ comes from its entry.
    const faqEntry = entries().find((name) => readFileSync(path.join(cacheDir, name), 'utf8').includes('"FAQ"'));
    if (!faqEntry) throw new Error(`No entry holds the FAQ page: ${entries().join(', ')}`);
    const file = path.join(cacheDir, faqEntry);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"FAQ"', '"FAQ, from the cache"'));
    expect(await build()).toEqual(['/guide: Guide', '/faq: FAQ, from the cache']);
  });

  it("finds a page's entry by its file's size and time: a page changed behind them is not read again", async () => {
    rmSync(cacheDir, { recursive: true, force: true });
    const past = new Date('2025-01-01T00:00:00Z');
    const guide = route('guide').absolutePath;
    page('guide', '# Guide\n\nThe first version.\n');
    page('faq', '# FAQ\n\nQuestions.\n');
    utimesSync(guide, past, past);
    expect(await build()).toEqual(['/guide: Guide', '/faq: FAQ']);

    page('guide', '# Gvide\n\nThe first version.\n');
    utimesSync(guide, past, past);
    expect(await build()).toEqual(['/guide: Guide', '/faq: FAQ']);

    page('guide', '# Gvide\n\nThe first version.\n');
    expect(await build()).toEqual(['/guide: Gvide', '/faq: FAQ']);
  });

  it('deletes the entry of an old page version three builds after the last build that read it', async () => {
    rmSync(cacheDir, { recursive: true, force: true });
    page('guide', '# Guide\n\nThe first version.\n');
    page('faq', '# FAQ\n\nQuestions.\n');
    await build();
    expect(entries()).toHaveLength(2);

    page('guide', '# Guide, renamed\n\nThe second version.\n');
    const edited = ['/guide: Guide, renamed', '/faq: FAQ'];
    // The guide's first version, its second, and the FAQ, through the three builds after the first version's last.
    for (let kept = 0; kept < 3; kept++) {
      expect(await build()).toEqual(edited);
      expect(entries()).toHaveLength(3);
    }
    // The fourth: the first version's entry is gone; the entries every build read are kept.
    expect(await build()).toEqual(edited);
    expect(entries()).toHaveLength(2);
    expect(await build()).toEqual(edited);
    expect(entries()).toHaveLength(2);
  });
});
