import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureBuildDir, fixtureSection } from '../../scripts/fixtureSite';
import { byClass, rspressTestMarkup } from '../../shared/rspressMarkup';
import { browserForFile, waitForHydration } from './browser';
import { serveFixtureSite } from './fixtureServer';

const openPage = browserForFile({ isolation: 'page' });
/** The fixture site (scripts/fixtureSite.ts) splits its search index however small, as a large site's is. */
const origin = serveFixtureSite();

const indexFolder = path.join(fixtureBuildDir, 'static', 'search_index.en');
const searchInput = (page: Page) => page.locator('input[aria-label="SearchPanelInput"]');
const resultLinks = (page: Page) =>
  page
    .locator(`${byClass(rspressTestMarkup.searchResultsClass)} a`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('search of a split index', () => {
  it('finds pages from the shards and page records a query needs, never the whole index', async () => {
    const files = readdirSync(indexFolder);
    const pageRecords = files.filter((name) => name.startsWith('page-'));
    expect(files.filter((name) => name.startsWith('words-')).length).toBeGreaterThan(0);
    expect(pageRecords.length).toBeGreaterThan(21);

    const page = await openPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/search_index')) fetched.push(pathname);
    });
    await page.goto(`${origin()}/authentication`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');

    const [name, title] = fixtureSection.pages[0];
    const expectations: Array<[string, string]> = [
      [title, `/${fixtureSection.folder}/${name}`],
      ['postinumero', '/data#postal-code-hit'],
      ['Y-tunnus', '/data#business-id'],
    ];
    for (const [query, expected] of expectations) {
      await searchInput(page).fill(query);
      await expect
        .poll(async () => (await resultLinks(page)).some((link) => link.startsWith(expected)), {
          message: `${query} → ${expected}`,
        })
        .toBe(true);
    }

    expect(fetched[0]).toMatch(/^\/static\/search_index\.en\/manifest-\d+\.json$/);
    for (const pathname of fetched) {
      expect(files).toContain(path.posix.basename(pathname));
    }
    const recordsRead = new Set(fetched.filter((pathname) => pathname.includes('/page-')));
    expect(recordsRead.size).toBeGreaterThan(0);
    expect(recordsRead.size).toBeLessThan(pageRecords.length / 2);
  });
});
