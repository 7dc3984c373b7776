import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../../bench/devServer';
import { routeSectionSizeVariable } from '../../plugins/upstream/rspress/build';
import {
  assertFixtureSiteBuilt,
  fixtureRouteSectionSize,
  fixtureSection,
  fixtureSiteDir,
} from '../../scripts/fixtureSite';
import { byClass, rspressTestMarkup } from '../../shared/rspressMarkup';
import { browserForFile, docTitle, headingText } from './browser';
import { documentMark, markDocument } from './routeControl';

const openPage = browserForFile();

/**
 * `rspress dev` of the fixture site, with its route table in sections of `fixtureRouteSectionSize` routes as the dev
 * server of a site of thousands of pages has it: the entry lists the sections, and a section's routes (a lazily
 * compiled chunk, then the page's) load when a route of it is needed.
 */
let server: DevServer | undefined;
beforeAll(async () => {
  assertFixtureSiteBuilt();
  server = await startDevServer(fixtureSiteDir, { [routeSectionSizeVariable]: String(fixtureRouteSectionSize) });
  await server.served('/authentication', 150_000);
}, 160_000);
afterAll(() => server?.stop());

const origin = () => server?.origin ?? '';
const start = { path: '/authentication', title: 'Authentication' };
const [sectionPage, sectionTitle] = fixtureSection.pages[0];
const target = { path: `/${fixtureSection.folder}/${sectionPage}`, title: sectionTitle };

/** The route-table sections whose chunks the page requests (`route-section-6`), in request order. */
function sectionRequests(page: Page, paths: string[] = []): string[] {
  const sections: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const name = /\/(route-section-\d+)\.js$/.exec(pathname)?.[1];
    if (!name) return;
    sections.push(name);
    paths.push(pathname);
  });
  return sections;
}

describe('the dev server with its route table in sections', () => {
  it("renders a page of a later section on a first visit, loading that section's routes only", async () => {
    const page = await openPage();
    const paths: string[] = [];
    const sections = sectionRequests(page, paths);
    await page.goto(`${origin()}${target.path}`);
    await expect.poll(() => headingText(page, docTitle), { timeout: 60_000 }).toBe(target.title);
    expect(sections).toHaveLength(1);
    // Under a name no rebuild changes: a production build's folder named for the build would make every edit
    // write every chunk again.
    expect(paths).toEqual([`/static/js/async/${sections[0]}.js`]);
  });

  it('follows a link into another section without a full page load', async () => {
    const page = await openPage();
    const sections = sectionRequests(page);
    await page.goto(`${origin()}${start.path}`);
    await expect.poll(() => headingText(page, docTitle), { timeout: 60_000 }).toBe(start.title);
    const [startSection] = sections;
    await markDocument(page, 'first');

    await page.locator(`a[href="${target.path}"]`).first().click();
    await page.waitForURL(`${origin()}${target.path}`);
    await expect.poll(() => headingText(page, docTitle), { timeout: 60_000 }).toBe(target.title);
    expect(await documentMark(page)).toBe('first');
    expect(sections.slice(1).filter((name) => name !== startSection)).toHaveLength(1);
  });
});

describe('the dev server’s start', () => {
  // Rspress's modules are virtual, never on disk: a watcher that does not ignore their folder reports them deleted
  // after the first compile, and the first pages wait for two rebuilds of them.
  it('compiled once before its first pages, with no rebuild of the virtual modules', () => {
    const output = String(server?.tail);
    expect(output).toMatch(/built in/);
    expect(output).not.toMatch(/building virtual modules/);
  });
});

describe('the dev server after an edit', () => {
  it('shows the edit in place, and search still finds pages from the index the dev server serves', async () => {
    const file = path.join(fixtureSiteDir, 'docs', 'authentication.mdx');
    const original = readFileSync(file, 'utf8');
    const page = await openPage();
    const indexResponses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/static/search_index')) indexResponses.push(response.status());
    });
    try {
      await page.goto(`${origin()}${start.path}`);
      await expect.poll(() => headingText(page, docTitle), { timeout: 60_000 }).toBe(start.title);
      const mark = `Edited in the dev server test ${Date.now().toString(36)}.`;
      writeFileSync(file, `${original}\n${mark}\n`);
      await page.getByText(mark).waitFor({ timeout: 60_000 });

      await page.keyboard.press('Control+k');
      await page.locator('input[aria-label="SearchPanelInput"]').fill(target.title);
      const results = page.locator(`${byClass(rspressTestMarkup.searchResultsClass)} a[href^="${target.path}"]`);
      await results.first().waitFor({ timeout: 30_000 });
      expect(indexResponses.length).toBeGreaterThan(0);
      expect(indexResponses.every((status) => status === 200)).toBe(true);
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('the dev server after a post edit', () => {
  // The blog's list pages are generated files (node_modules/.rspress/), rewritten after a compile that follows a
  // post edit; the dev server must see them change.
  it("shows the post's new excerpt on the blog's first list page", async () => {
    const file = path.join(fixtureSiteDir, 'docs', 'blog', 'synthetic-post-0.mdx');
    const original = readFileSync(file, 'utf8');
    const excerpt = /^The opening paragraph of .+$/m.exec(original)?.[0];
    if (!excerpt) throw new Error(`${file}: no opening paragraph to edit`);
    const page = await openPage();
    try {
      await page.goto(`${origin()}/blog`);
      await page.getByText(excerpt).first().waitFor({ timeout: 20_000 });
      const mark = `An edited opening, ${Date.now().toString(36)}.`;
      writeFileSync(file, original.replace(excerpt, mark));
      await page.getByText(mark).first().waitFor({ timeout: 30_000 });
    } finally {
      writeFileSync(file, original);
    }
  });
});
