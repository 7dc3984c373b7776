import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fencedLines } from '../../plugins/compiledPages/fencedCode';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { previewsRoot, site } from '../../shared/site';
import { browserForFile, docTitle, headingText, siteUrl, waitForHydration } from './browser';
import { docsPages, publishedPosts as posts } from './routes';

/**
 * The first line of plain prose in a page's source, outside front matter and code, without markup that a twin
 * rewrites (links, components, emphasis, code), if the page has one.
 */
function firstProseLine(source: string): string | undefined {
  const lines = matter(source).content.split('\n');
  const inCode = fencedLines(lines);
  return lines.find(
    (line, index) =>
      !inCode[index] && line.length >= 20 && /^[A-Za-zÅÄÖåäö]/.test(line) && !/[[\]<>{}*_|`\\&]/.test(line),
  );
}

const openPage = browserForFile();

/** A tag the published posts use, the longest key: a word that search finds on its tag page and hardly elsewhere. */
const searchedTag =
  [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? '';

const searchInput = (page: Page) => page.locator('input[aria-label="SearchPanelInput"]');
const resultLinks = (page: Page) =>
  page
    .locator(`${byClass(rspressTestMarkup.searchResultsClass)} a`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect.poll(() => resultLinks(page)).not.toEqual([]);
}

describe('search', () => {
  it('loads its index only when opened with Ctrl-K, then finds Finnish and English words', async () => {
    const page = await openPage();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search_index')) indexRequests.push(request.url());
    });
    await page.goto(siteUrl('/authentication'));
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await searchInput(page).waitFor();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);

    const expectations: Array<[string, string]> = [
      ['postinumero', '/data#postal-code-hit'],
      ['Y-tunnus', '/data#business-id'],
      [searchedTag, `/blog/tags/${searchedTag}`],
      ['hasMore', '/addresses'],
      ['postal code search', '/api#vihje-api/tag/postal-codes/GET/postalcodes/search'],
    ];
    for (const [query, expected] of expectations) {
      await searchInput(page).fill(query);
      await expect
        .poll(async () => (await resultLinks(page)).some((link) => link?.startsWith(expected)), {
          message: `${query} → ${expected}`,
        })
        .toBe(true);
    }

    // The manifest of plugins/splitSearch (holding a small index whole), then any shards and page records; never
    // Rspress's single file of every page's text.
    const fileNames = indexRequests.map((url) => new URL(url).pathname.split('/').slice(-2).join('/'));
    expect(fileNames[0]).toMatch(/^search_index\.en\/manifest-\d+\.json$/);
    for (const name of fileNames) {
      expect(name).toMatch(/^search_index\.en\/(manifest-\d+|(words|page)-\d+\.[0-9a-f]{8})\.json$/);
    }

    await search(page, 'Y-tunnus');
    await page
      .locator(`${byClass(rspressTestMarkup.searchResultsClass)} a[href="/data#business-id"]`)
      .first()
      .click();
    await page.waitForURL(siteUrl('/data#business-id'));
    await expect.poll(() => headingText(page, docTitle)).toBe('Data reference');
  });

  it('opens an API operation found by search in the reference', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/'));
    await page.waitForLoadState('networkidle');
    // The shortcut is React's: a key pressed before hydration is lost.
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await search(page, 'address typeahead');
    const link = page.locator(`${byClass(rspressTestMarkup.searchResultsClass)} a[href^="/api#"]`).first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL((url) => url.pathname === '/api');
    const id = decodeURIComponent(href.slice('/api#'.length));
    await expect.poll(() => page.evaluate((target) => document.getElementById(target) !== null, id)).toBe(true);
  });
});

describe('Markdown for tools and LLMs', () => {
  it('publishes llms.txt and llms-full.txt listing the docs and posts', async () => {
    const llms = await (await fetch(siteUrl('/llms.txt'))).text();
    const full = await (await fetch(siteUrl('/llms-full.txt'))).text();
    // The home page is the index itself: llms.txt lists the pages below it.
    for (const { route, title } of [
      ...docsPages.filter((docsPage) => docsPage.path !== '/').map(({ path, title }) => ({ route: path, title })),
      ...posts.map((post) => ({ route: post.link, title: post.title })),
    ]) {
      expect(llms).toContain(`${site.url}${route}.md`);
      expect(full).toContain(`# ${title}`);
    }
    expect(full).not.toMatch(/\{#[\w-]+\}/);
  });

  it.each([
    ...docsPages.map((docsPage) => ({
      route: docsPage.path,
      title: docsPage.title,
      file: docsPage.file,
    })),
    ...posts.map((post) => ({ route: post.link, title: post.title, file: post.file })),
  ])('$route has a .md twin with its text', async ({ route, title, file }) => {
    const twin = route === '/' ? '/index.md' : `${route}.md`;
    const response = await fetch(siteUrl(twin));
    expect(response.status).toBe(200);
    const markdown = await response.text();
    expect(markdown).toContain(`# ${title}`);
    const prose = firstProseLine(readFileSync(file, 'utf8'));
    if (prose) expect(markdown).toContain(prose);
  });

  it('offers "Copy page as Markdown" on docs pages', async () => {
    const page = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(siteUrl('/authentication'));
    const button = page.locator(byClass(rspressTestMarkup.llmsCopyButtonClass)).first();
    await button.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# Authentication');
  });
});

describe('sharing metadata', () => {
  // The tags themselves are read from the built pages, as link previews read them (tests/builds/sharing-metadata).
  it('serves the Open Graph image the pages name as a PNG', async () => {
    expect((await fetch(siteUrl('/og-image.png'))).headers.get('content-type')).toBe('image/png');
  });

  it('serves robots.txt pointing at the sitemap, keeping crawlers out of the pull-request previews', async () => {
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain('Sitemap: https://docs.vihje.fi/sitemap.xml');
    expect(robots).toContain(`Disallow: /${previewsRoot}/`);
  });
});

describe('page tools', () => {
  it('has an edit link, a last-updated line, code copy buttons and heading anchors', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/addresses'));
    const edit = page
      .locator(byClass(rspressTestMarkup.docContainerClass))
      .getByRole('link', { name: /edit this page/i })
      .first();
    expect(await edit.getAttribute('href')).toBe('https://github.com/vihje/vihje-docs/edit/main/docs/addresses.mdx');
    expect(await page.locator(byClass(rspressTestMarkup.lastUpdatedClass)).first().innerText()).toMatch(
      /last updated/i,
    );
    const doc = page.locator(byClass(rspressTestMarkup.docClass));
    expect(await doc.locator('pre').count()).toBeGreaterThan(0);
    expect(await doc.locator('button[class*="copy"]').count()).toBeGreaterThan(0);
    expect(
      await doc
        .locator(`h2 a${byClass(rspressTestMarkup.headerAnchorClass)}`)
        .first()
        .getAttribute('href'),
    ).toMatch(/^#/);
  });

  it('shows highlighted code samples that copy as their text, after a client-side navigation too', async () => {
    const page = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    // Rendered by React in the browser, not from the pre-rendered HTML.
    await page
      .locator(byClass(rspressTestMarkup.docClass))
      .getByRole('link', { name: 'Addresses', exact: true })
      .first()
      .click();
    await page.locator('h1', { hasText: 'Addresses' }).waitFor();
    const block = page
      .locator(byClass(rspressTestMarkup.docClass))
      .locator(byClass(rspressTestMarkup.codeBlockClass))
      .filter({ hasText: 'curl' })
      .first();
    const code = block.locator('pre code');
    // Tokens coloured by the theme's Shiki variables.
    expect(await code.locator('span[style*="--shiki-token"]').count()).toBeGreaterThan(3);
    const text = await code.innerText();
    expect(text).toContain('curl');
    await block.locator(byClass(rspressTestMarkup.codeCopyButtonClass)).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  it('remembers the code sample language across pages', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/authentication'));
    // Tabs switch in React: a click before hydration does nothing, as for any reader without JavaScript.
    await waitForHydration(page);
    const python = page.locator(byClass(rspressTestMarkup.tabLabelClass), { hasText: 'Python' }).first();
    await python.click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('code-language'))).not.toBeNull();
    await page.locator(byClass(rspressMarkup.sidebarClass)).getByRole('link', { name: 'Addresses' }).click();
    await page.waitForURL(siteUrl('/addresses'));
    const selected = page.locator(byClass(rspressTestMarkup.tabLabelSelectedClass)).first();
    await expect.poll(() => selected.innerText()).toBe('Python');
  });
});
