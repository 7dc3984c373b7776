import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../theme/upstream/rspress/markup';
import { browserForFile, docTitle, headingText, siteUrl } from './browser';
import { docsPages } from './routes';

const openPage = browserForFile();

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

    await page.keyboard.press('Control+k');
    await searchInput(page).waitFor();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);

    const expectations: Array<[string, string]> = [
      ['postinumero', '/data#postal-code-hit'],
      ['Y-tunnus', '/data#business-id'],
      ['yritystiedot', '/blog/tags/yritystiedot'],
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
    for (const route of ['/authentication.md', '/data.md', '/blog/osoite-api.md', '/api.md']) {
      expect(llms).toContain(`https://docs.vihje.fi${route}`);
    }
    const full = await (await fetch(siteUrl('/llms-full.txt'))).text();
    expect(full).toContain('# Data reference');
    expect(full).toContain('# Verifying Finnish companies during onboarding with Vihje');
    expect(full).not.toMatch(/\{#[\w-]+\}/);
  });

  it.each([
    ...docsPages.map((docsPage) => ({ route: docsPage.path, title: docsPage.title })),
    { route: '/blog/vihje-v2', title: "What's new in Vihje v2, and how to migrate" },
    { route: '/blog/osoite-api', title: 'Address autocomplete, search and buildings with the Vihje address API' },
  ])('$route has a .md twin with its text', async ({ route, title }) => {
    const twin = route === '/' ? '/index.md' : `${route}.md`;
    const response = await fetch(siteUrl(twin));
    expect(response.status).toBe(200);
    const markdown = await response.text();
    expect(markdown).toContain(`# ${title}`);
    expect(markdown.length).toBeGreaterThan(1000);
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
  const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');

  it.each([
    { route: '/authentication', title: 'Authentication | Vihje Docs' },
    {
      route: '/blog/osoite-api',
      title: 'Address autocomplete, search and buildings with the Vihje address API | Vihje Docs',
    },
    { route: '/api', title: 'API reference | Vihje Docs' },
  ])('$route has description, canonical, Open Graph and Twitter tags', async ({ route, title }) => {
    const page = await openPage();
    await page.goto(siteUrl(route));
    await expect.poll(() => page.title()).toBe(title);
    const description = await meta(page, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(40);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`https://docs.vihje.fi${route}`);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(`https://docs.vihje.fi${route}`);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
    expect(await meta(page, 'meta[property="og:image"]')).toBe('https://docs.vihje.fi/og-image.png');
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta(page, 'meta[name="twitter:title"]')).toBe(title);
    expect(await meta(page, 'meta[name="twitter:description"]')).toBe(description);
    expect((await fetch(siteUrl('/og-image.png'))).headers.get('content-type')).toBe('image/png');
  });

  it('puts BlogPosting structured data on posts', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog/vihje-v2'));
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: "What's new in Vihje v2, and how to migrate",
      datePublished: '2025-08-20',
      url: 'https://docs.vihje.fi/blog/vihje-v2',
      author: [{ name: 'The Vihje team' }],
    });
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain('Sitemap: https://docs.vihje.fi/sitemap.xml');
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

  it('remembers the code sample language across pages', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/authentication'));
    const python = page.locator(byClass(rspressTestMarkup.tabLabelClass), { hasText: 'Python' }).first();
    await python.click();
    expect(await page.evaluate(() => window.localStorage.getItem('code-language'))).not.toBeNull();
    await page.locator(byClass(rspressMarkup.sidebarClass)).getByRole('link', { name: 'Addresses' }).click();
    await page.waitForURL(siteUrl('/addresses'));
    const selected = page.locator(byClass(rspressTestMarkup.tabLabelSelectedClass)).first();
    await expect.poll(() => selected.innerText()).toBe('Python');
  });
});
