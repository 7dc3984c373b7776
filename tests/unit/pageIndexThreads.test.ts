import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageIndexThreadsVariable } from '../../plugins/upstream/rspress/build';
import { temporaryFolder } from '../temporaryFolder';
import { extractPageDataFor, type Route } from './pageIndexModule';

// The page index computed in worker threads once a build meets 64 pages without a cached entry
// (patches/@rspress+core+2.0.22+027+page-index-in-threads.patch).

const docsDir = path.join(temporaryFolder('vihje-page-index-threads-'), 'docs');
mkdirSync(docsDir, { recursive: true });

/** 150 pages, each with headings, a table, a list and code: more than a build computes on its own thread. */
const routes: Route[] = Array.from({ length: 150 }, (_, index) => {
  const name = `page-${index}`;
  const absolutePath = path.join(docsDir, `${name}.mdx`);
  writeFileSync(
    absolutePath,
    [
      '---',
      `description: Page ${index}`,
      '---',
      `# Page ${index}`,
      '',
      `Postal code 00${100 + index} in a paragraph with **bold** and a [link](/page-${(index + 1) % 150}).`,
      '',
      '## Fields',
      '',
      '| Field | Type |',
      '| --- | --- |',
      `| \`field${index}\` | string |`,
      '',
      '- one',
      '- two',
      '',
      '```ts',
      `const value = ${index};`,
      '```',
      '',
    ].join('\n'),
  );
  return { routePath: `/${name}`, absolutePath, relativePath: `${name}.mdx`, pageName: name, lang: '', version: '' };
});

/** Worker threads this process started (Node's `worker` event): how many the page index used. */
let threadsStarted = 0;
const countThread = () => threadsStarted++;

async function pageIndex(threads: string, pages: Route[] = routes): Promise<Record<string, unknown>[]> {
  process.env[pageIndexThreadsVariable] = threads;
  threadsStarted = 0;
  const extractPageData = extractPageDataFor<Record<string, unknown>>();
  return extractPageData(
    { getRoutes: () => pages, getRoutePageByRoutePath: () => undefined },
    {
      replaceRules: [{ search: /Postal code/g, replace: 'Postinumero' }],
      alias: {},
      root: docsDir,
      searchCodeBlocks: true,
      searchEnabled: true,
    },
  );
}

// Each test starts threads and indexes up to 300 pages: seconds on a loaded 2-core machine, over Vitest's 5 s default.
describe('the page index in worker threads', { timeout: 30_000 }, () => {
  beforeAll(() => process.on('worker', countThread));
  afterEach(() => {
    delete process.env[pageIndexThreadsVariable];
  });
  afterAll(() => {
    process.off('worker', countThread);
    rmSync(path.dirname(docsDir), { recursive: true, force: true });
  });

  it('gives every page the entry the build computes on its own thread, in the routes’ order', async () => {
    const inProcess = await pageIndex('0');
    expect(inProcess).toHaveLength(150);
    expect(inProcess[149]).toMatchObject({
      routePath: '/page-149',
      title: 'Page 149',
      description: 'Page 149',
      toc: [{ text: 'Fields', depth: 2 }],
    });
    expect(inProcess[149]?.content).toContain('Postinumero 00249');
    expect(threadsStarted).toBe(0);
    expect(await pageIndex('2')).toEqual(inProcess);
    expect(threadsStarted).toBe(2);
  });

  it('computes a few pages on its own thread, as a dev server does after an edit', async () => {
    const few = await pageIndex('2', routes.slice(0, 64));
    expect(few).toHaveLength(64);
    expect(threadsStarted).toBe(0);
  });

  it('fails, naming the file, when a page a thread computes cannot be read', async () => {
    const missing = path.join(docsDir, 'moved-away.mdx');
    const withMissing = [
      ...routes,
      { ...routes[0], routePath: '/moved-away', absolutePath: missing, relativePath: 'moved-away.mdx' } as Route,
    ];
    await expect(pageIndex('2', withMissing)).rejects.toThrow(missing);
  });

  it('refuses a thread count that is not a whole number', async () => {
    await expect(pageIndex('two')).rejects.toThrow(/RSPRESS_PAGE_INDEX_THREADS must be a whole number.*"two"/);
  });
});
