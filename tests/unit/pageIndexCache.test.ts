import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractPageDataFor, type Route } from './pageIndexModule';

// Rspress's page index kept between builds (patches/@rspress+core+2.0.22+003+page-index-cache.patch), and the
// entries no build used for three builds deleted (patches/@rspress+core+2.0.22+014+page-index-cache-pruned.patch),
// each page's entry found by its file's size and time (patches/@rspress+core+2.0.22+018+page-index-file-stamps.patch),
// each entry's text read when first asked for in the dev server
// (patches/@rspress+core+2.0.22+020+page-index-text-on-request.patch), and the entries a build used recorded in one
// file (patches/@rspress+core+2.0.22+021+page-index-uses-recorded.patch), the last build's entries read from one file
// (patches/@rspress+core+2.0.22+022+page-index-entries-in-one-file.patch).

interface Entry {
  title: string;
  routePath: string;
  content: string;
  _flattenContent: string;
}

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
/** The cache's entries, without each entry's text beside it (`<entry>.text`). */
const entries = () =>
  readdirSync(cacheDir).filter(
    (name) =>
      !['openings.json', 'file-stamps.json', 'uses.json', 'entries.json'].includes(name) && !name.endsWith('.text'),
  );
const textFiles = () => readdirSync(cacheDir).filter((name) => name.endsWith('.text'));

let clock = Date.UTC(2026, 0, 1);

/** One build's page index, a minute after the last (on the clock the cache compares with): route and title. */
async function build(options: { cache: boolean } = { cache: true }): Promise<string[]> {
  return (await index(options)).map((entry) => `${entry.routePath}: ${entry.title}`);
}

/** One build's (or, with `textOnRequest`, one dev server start's) page index entries. */
async function index(options: { cache: boolean; textOnRequest?: boolean }): Promise<Entry[]> {
  clock += 60_000;
  vi.setSystemTime(clock);
  const extractPageData = extractPageDataFor<Entry>();
  return extractPageData(
    { getRoutes: () => routes, getRoutePageByRoutePath: () => undefined },
    {
      replaceRules: [],
      alias: {},
      root: docsDir,
      searchCodeBlocks: true,
      searchEnabled: true,
      ...(options.cache ? { cacheDir } : {}),
      textOnRequest: options.textOnRequest ?? false,
    },
  );
}

/** An empty cache and the two pages' first versions. */
function freshSite(): void {
  rmSync(cacheDir, { recursive: true, force: true });
  page('guide', '# Guide\n\nThe first version.\n');
  page('faq', '# FAQ\n\nQuestions.\n');
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
    freshSite();
    const computed = await build({ cache: false });
    expect(computed).toEqual(['/guide: Guide', '/faq: FAQ']);
    expect(await build()).toEqual(computed);
    expect(await build()).toEqual(computed);

    // What the next build returns for the FAQ comes from the cache: the last build's entries, in one file.
    const snapshotFile = path.join(cacheDir, 'entries.json');
    writeFileSync(snapshotFile, readFileSync(snapshotFile, 'utf8').replace('"FAQ"', '"FAQ, from the cache"'));
    expect(await build()).toEqual(['/guide: Guide', '/faq: FAQ, from the cache']);
  });

  it("reads the last build's entries from one file, and an entry that file does not hold from its own", async () => {
    freshSite();
    await build();
    const snapshotFile = path.join(cacheDir, 'entries.json');
    const snapshot = () => JSON.parse(readFileSync(snapshotFile, 'utf8')) as Record<string, { title: string }>;
    expect(Object.keys(snapshot()).sort()).toEqual(entries().sort());

    const faqEntry = entries().find((name) => readFileSync(path.join(cacheDir, name), 'utf8').includes('"FAQ"'));
    if (!faqEntry) throw new Error(`No entry holds the FAQ page: ${entries().join(', ')}`);
    const file = path.join(cacheDir, faqEntry);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"FAQ"', '"FAQ, from its own file"'));
    const withoutFaq = snapshot();
    delete withoutFaq[faqEntry];
    writeFileSync(snapshotFile, JSON.stringify(withoutFaq));
    expect(await build()).toEqual(['/guide: Guide', '/faq: FAQ, from its own file']);
    // The build used the FAQ's entry: the file holds it again.
    expect(snapshot()[faqEntry]?.title).toBe('FAQ, from its own file');
  });

  it("keeps each entry's text apart, read in the dev server only when a field is first asked for", async () => {
    freshSite();
    const computed = await index({ cache: false });
    const text = (entries: Entry[]) => entries.map((entry) => [entry.content, entry._flattenContent]);
    expect(text(computed)).toEqual([
      ['The first version.', '# Guide\n\nThe first version.\n'],
      ['Questions.', '# FAQ\n\nQuestions.\n'],
    ]);
    await index({ cache: true });
    expect(textFiles()).toHaveLength(2);
    // A build reads the text with the entry; the same JSON either way, field for field in the same order.
    const built = await index({ cache: true });
    expect(JSON.stringify(built)).toBe(JSON.stringify(computed));

    // The dev server's entries: each text file is read when a text field is first read, not before.
    const served = await index({ cache: true, textOnRequest: true });
    expect(served.map((entry) => entry.title)).toEqual(['Guide', 'FAQ']);
    const [guide, faq] = served;
    if (!guide || !faq) throw new Error('Expected two entries');
    for (const name of textFiles()) {
      const file = path.join(cacheDir, name);
      writeFileSync(file, readFileSync(file, 'utf8').replace('Questions.', 'Questions, read on request.'));
    }
    expect(faq.content).toBe('Questions, read on request.');
    expect(JSON.stringify(guide)).toBe(JSON.stringify(computed[0]));
    // A field set is the entry's own from then on (plugins' modifySearchIndexData hooks change the text).
    guide.content = '';
    expect(guide.content).toBe('');
    expect(guide._flattenContent).toBe('# Guide\n\nThe first version.\n');
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
    freshSite();
    await build();
    expect(entries()).toHaveLength(2);

    page('guide', '# Guide, renamed\n\nThe second version.\n');
    const edited = ['/guide: Guide, renamed', '/faq: FAQ'];
    // The guide's first version, its second, and the FAQ, through the three builds after the first version's last.
    for (let kept = 0; kept < 3; kept++) {
      expect(await build()).toEqual(edited);
      expect(entries()).toHaveLength(3);
    }
    // The fourth: the first version's entry is gone, with its text; the entries every build read are kept.
    expect(await build()).toEqual(edited);
    expect(entries()).toHaveLength(2);
    expect(textFiles()).toHaveLength(2);
    expect(await build()).toEqual(edited);
    expect(entries()).toHaveLength(2);
  });

  it('records the entries a build used in one file, setting no time on an entry', async () => {
    freshSite();
    await build();
    const past = new Date('2025-01-01T00:00:00Z');
    for (const name of entries()) utimesSync(path.join(cacheDir, name), past, past);
    // Read by every build, each entry is kept, and its file's time stays as it was.
    for (let count = 0; count < 5; count++) expect(await build()).toEqual(['/guide: Guide', '/faq: FAQ']);
    expect(entries()).toHaveLength(2);
    for (const name of entries()) expect(statSync(path.join(cacheDir, name)).mtime).toEqual(past);
    const uses = JSON.parse(readFileSync(path.join(cacheDir, 'uses.json'), 'utf8'));
    expect(Object.keys(uses).sort()).toEqual(entries().sort());
  });
});
