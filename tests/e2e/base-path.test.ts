/**
 * The site built under a base, as CI builds a pull-request preview (scripts/basePathSite.ts), served under that base
 * the way the bucket serves it: a reader's path through docs, blog, search, `/api` with Scalar and the sandbox, Try it,
 * the 404 page and an old `.html` URL, with every request the pages make staying under the base.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { basePathSiteBase as base, basePathBuildDir } from '../../scripts/basePathSite';
import { blogPaths } from '../../shared/blogUrls';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { sandboxServer, site } from '../../shared/site';
import { sandboxExchanges, sendFirstGetRequest, serverList, startScalar } from './apiPage';
import { browserForFile, docTitle, waitForHydration } from './browser';
import { serveBasePathSite } from './fixtureServer';
import { docsPages, publishedPosts } from './routes';

const openPage = browserForFile();
const origin = serveBasePathSite();

/** A page of the preview: `/data` → `http://…/previews/pr-1/data`. */
const previewUrl = (route: string) => `${origin()}${base}${route.replace(/^\//, '')}`;
const built = (file: string) => readFileSync(path.join(basePathBuildDir, file), 'utf8');

/**
 * A page that records every request it makes to the preview's origin outside the base, and every error it logs (a
 * script the Content-Security-Policy refused, a failed download).
 */
async function openPreviewPage(): Promise<{ page: Page; outside: string[]; errors: string[] }> {
  const page = await openPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin() && !url.pathname.startsWith(base)) outside.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, outside, errors };
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/**
 * Opens the preview's first docs page, then the second by its sidebar link (a client navigation), and waits for its
 * title; `onFirst` runs once the first page is hydrated.
 */
async function readFirstTwoDocsPages(page: Page, onFirst: () => unknown = () => undefined): Promise<void> {
  const [first, second] = docsPages;
  if (!first || !second) throw new Error('the site has fewer than two docs pages');
  await page.goto(previewUrl(first.path), { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await onFirst();
  await page
    .locator(`${byClass(rspressMarkup.sidebarClass)} a`)
    .nth(1)
    .click();
  await expect.poll(() => page.url()).toBe(previewUrl(second.path));
  await expect.poll(() => page.locator(docTitle).innerText()).toContain(second.title);
}

describe('a preview built under a base', () => {
  it('serves a docs page whose sidebar links stay under the base, and navigates by them', async () => {
    const { page, outside, errors } = await openPreviewPage();
    await readFirstTwoDocsPages(page, async () => {
      const sidebar = await hrefs(page, `${byClass(rspressMarkup.sidebarClass)} a`);
      expect(sidebar).toEqual(docsPages.map((docsPage) => `${base}${docsPage.path.slice(1)}`));
    });
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("loads each page's body from its own file under the base, on a first visit and on a client navigation", async () => {
    const { page, outside, errors } = await openPreviewPage();
    const bodies = new Map<string, number>();
    page.on('response', (response) => {
      if (response.url().startsWith(previewUrl('/static/pages/'))) bodies.set(response.url(), response.status());
    });
    await readFirstTwoDocsPages(page, () => expect(bodies.size).toBeGreaterThan(0));
    expect(bodies.size).toBeGreaterThan(1);
    expect([...bodies.values()].filter((status) => status !== 200)).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("downloads a page's body again when its first download fails", async () => {
    const { page, errors } = await openPreviewPage();
    // Every body's first download (its preload, then its import) fails; the second try asks for `?again`.
    const again: string[] = [];
    await page.route(`${previewUrl('/static/pages/')}**`, (route) => {
      const url = route.request().url();
      if (!url.endsWith('?again')) return route.abort('connectionreset');
      again.push(url);
      return route.continue();
    });
    await readFirstTwoDocsPages(page, () => expect(again.length).toBeGreaterThan(0));
    expect(errors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
  });

  it('serves the blog list, a post and a tag page, with feeds and avatars under the base', async () => {
    const { page, outside, errors } = await openPreviewPage();
    const [post] = publishedPosts;
    if (!post) throw new Error('the site has no published post');
    await page.goto(previewUrl(blogPaths.list()), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const feeds = await hrefs(page, 'head link[rel="alternate"]');
    expect(feeds).toEqual([`${base}blog/rss.xml`, `${base}blog/atom.xml`]);
    await page
      .locator(`a[href="${base}${post.link.slice(1)}"]`)
      .first()
      .click();
    await expect.poll(() => page.url()).toBe(previewUrl(post.link));
    await expect.poll(() => page.locator('h1').first().innerText()).toContain(post.title);
    const [tag] = post.tags;
    await page.goto(previewUrl(blogPaths.tag(tag as string)), { waitUntil: 'networkidle' });
    expect((await page.title()).toLowerCase()).toContain(`posts tagged “${tag}`);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    // Feed readers see the preview's URLs.
    expect(built('blog/rss.xml')).toContain(`<link>${site.url}${base}${post.link.slice(1)}</link>`);
  });

  it('finds pages with search and opens a result under the base', async () => {
    const { page, outside, errors } = await openPreviewPage();
    await page.goto(previewUrl('/authentication'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('input[aria-label="SearchPanelInput"]').fill('postinumero');
    const results = page.locator(`${byClass(rspressTestMarkup.searchResultsClass)} a`);
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    expect(await hrefs(page, `${byClass(rspressTestMarkup.searchResultsClass)} a`)).toContain(
      `${base}data#postal-code-hit`,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname.startsWith(base)).toBe(true);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('runs /api with Scalar reading the description under the base, and the sandbox answering in the page', async () => {
    const { page, outside, errors } = await openPreviewPage();
    await page.route(`${site.apiUrl}/**`, (route) => route.abort());
    const description = page.waitForRequest((request) => request.url().endsWith('/api/openapi.json'));
    await page.goto(previewUrl('/api'));
    await startScalar(page);
    expect((await description).url()).toBe(previewUrl('/api/openapi.json'));
    await serverList(page).click();
    await page.getByRole('option', { name: sandboxServer.description }).click();
    await sendFirstGetRequest(page);
    await expect.poll(async () => (await sandboxExchanges(page)).map((exchange) => exchange.status)).toEqual([200]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers Try it under a docs sample from the sandbox', async () => {
    const { page, outside, errors } = await openPreviewPage();
    const withSample = docsPages.find((docsPage) => readFileSync(docsPage.file, 'utf8').includes('curl '));
    if (!withSample) throw new Error('no docs page has a curl sample');
    await page.goto(previewUrl(withSample.path), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const tryIt = page.locator('.vh-try-it').first();
    await tryIt.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => tryIt.getByText(/^200 OK/).count()).toBe(1);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with the 404 page, whose home link is the base, and redirects an old .html URL', async () => {
    const { page, outside, errors } = await openPreviewPage();
    const response = await page.goto(previewUrl('/no-such-page'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe(base);
    const old = await page.goto(previewUrl('/data.html'), { waitUntil: 'networkidle' });
    expect(old?.url()).toBe(previewUrl('/data'));
    expect(outside).toEqual([]);
    // The one error: the browser's note of the 404 page's own status.
    expect(errors).toEqual([expect.stringMatching(/status of 404/)]);
  });

  it('is not indexed: every page noindex, no sitemap, twins and llms.txt linking the preview', () => {
    for (const file of ['index.html', 'data.html', 'blog.html', 'api.html', '404.html']) {
      expect(built(file), file).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    }
    expect(() => built('sitemap.xml')).toThrow(/ENOENT/);
    expect(() => built('robots.txt')).toThrow(/ENOENT/);
    expect(built('llms.txt')).toContain(`(${site.url}${base}data.md)`);
    expect(built('blog.md')).toContain(`](${base}blog/rss.xml)`);
  });
});
