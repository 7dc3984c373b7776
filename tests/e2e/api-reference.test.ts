import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listFiles } from '../../shared/listFiles';
import { byClass, rspressTestMarkup } from '../../shared/rspressMarkup';
import { mockApiUrl } from '../../shared/site';
import { info, operations } from '../expectedReference';
import { startScalar } from './apiPage';
import { axe } from './axe';
import { browserForFile, navMenu, siteOrigin, siteUrl } from './browser';
import { scrollThrough } from './builtRoutes';
import { docsPages } from './routes';

const openPage = browserForFile();

/** Built JS and CSS files that carry Scalar (they define its colour variables). */
function scalarChunks(): string[] {
  return [...listFiles('doc_build/static/js'), ...listFiles('doc_build/static/css')]
    .filter((file) => /\.(js|css)$/.test(file) && readFileSync(file, 'utf8').includes('--scalar-color-1'))
    .map((file) => `/${path.relative('doc_build', file).split(path.sep).join('/')}`);
}

const scalarReady = (page: Page) =>
  page.locator('.vh-api-reference .scalar-app, .vh-api-reference .scalar-api-reference');

describe('/api reference', () => {
  it('pre-renders the title, version, every operation and a link to the JSON', async () => {
    const html = await (await fetch(siteUrl('/api'))).text();
    expect(html).toContain(info.title);
    expect(html).toContain(`Version <!-- -->${info.version}`);
    for (const operation of operations) {
      expect(html).toMatch(
        new RegExp(`${operation.method}</span><code[^>]*>${operation.path.replace(/[{}]/g, '\\$&')}</code>`),
      );
    }
    expect(html).toContain('href="/api/openapi.json"');
  });

  it('/api/ lands on /api', async () => {
    // The server answers the trailing slash with a redirect, so what follows is the /api page tested below.
    const page = await openPage();
    await page.goto(siteUrl('/api/'));
    expect(new URL(page.url()).pathname).toBe('/api');
    await expect.poll(() => page.title()).toBe('API reference | Vihje Docs');
  });

  // One start of Scalar: every operation rendered and the page scrolled through, then the site's colour mode changed
  // and a docs page opened, with no request off the site in all of it. With the other worker's browser busy beside
  // it, a fresh clone's run once needed more than the default minute, each of its waits within its own limit.
  it('/api shows every operation of the description in Scalar, follows the site colour mode live and leaves no Scalar body class behind, without any request off the site', {
    timeout: 120_000,
  }, async () => {
    const page = await openPage({ colorScheme: 'light' });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== siteOrigin()) foreign.push(request.url());
    });
    await page.goto(siteUrl('/api'));
    await startScalar(page);
    await scalarReady(page).first().waitFor();
    await expect.poll(() => page.title()).toBe('API reference | Vihje Docs');
    // Every tag group stays open after the hand-over, as in the static reference: no operation leaves the page.
    await page.getByRole('button', { name: /Group - Companies$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Open Group - / }).count()).toBe(0);
    const reference = page.locator('.vh-api-reference');
    for (const { summary } of operations) {
      await expect
        .poll(() => reference.getByText(summary, { exact: true }).count(), { message: summary })
        .toBeGreaterThan(0);
    }
    await scrollThrough(page);

    const bodyClasses = () => page.evaluate(() => [...document.body.classList]);
    await expect.poll(bodyClasses).toContain('light-mode');
    const colorMode = page.locator(`${byClass(rspressTestMarkup.navOthersClass)} .vh-color-mode`);
    await colorMode.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect.poll(bodyClasses).toContain('dark-mode');
    expect(await bodyClasses()).not.toContain('light-mode');
    await scalarReady(page).first().waitFor();

    await page.locator(navMenu).getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(siteUrl('/'));
    await expect.poll(bodyClasses).not.toContain('dark-mode');
    expect(await bodyClasses()).not.toContain('light-mode');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(foreign).toEqual([]);
  });

  it("links Scalar's endpoint lists to each operation and keeps every target at least 24 px", async () => {
    const page = await openPage({ viewport: { width: 412, height: 823 } });
    await page.goto(siteUrl('/api'));
    await startScalar(page);
    const endpoints = page.locator('.vh-api-reference a.endpoint');
    await endpoints.first().waitFor();
    // Scalar renders each tag's section once it has been in view; on a busy machine one pass may not be enough.
    await expect
      .poll(async () => {
        await scrollThrough(page);
        return endpoints.count();
      })
      .toBe(operations.length);
    await expect.poll(() => page.locator('.vh-api-reference a.endpoint:not([href])').count()).toBe(0);
    const hrefs = await endpoints.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // `#tag/{tag}/{METHOD}{path}`: one link per operation of the description.
    expect(hrefs.map((href) => href.replace(/^#tag\/[^/]+\//, '')).sort()).toEqual(
      operations.map(({ method, path }) => `${method}${path}`).sort(),
    );
    const searchLink = page.locator('.vh-api-reference a.endpoint[href$="/GET/companies/search"]');
    // Followed from the keyboard: focused, then Enter. In two CI runs a pointer click waited out its timeout for the
    // link to be stable (its box still moving as Scalar rendered sections around it), even scrolled into view.
    await searchLink.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#tag/companies/GET/companies/search');
    // WCAG 2.2's target-size rule (Lighthouse runs it; axe's default rule set does not).
    const { violations } = await axe(page).withRules(['target-size']).analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });

  it('publishes the description as JSON equal to the YAML source', async () => {
    const json = await fetch(siteUrl('/api/openapi.json'));
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const yaml = await fetch(siteUrl('/api/openapi.yaml'));
    expect(yaml.status).toBe(200);
    const fromJson = await json.json();
    expect(fromJson).toEqual(parse(readFileSync('openapi/openapi.yaml', 'utf8')));
    expect(parse(await yaml.text())).toEqual(fromJson);
  });

  it('offers the local mock server in dev only: the build never mentions it', () => {
    const mentions = listFiles('doc_build')
      .filter((file) => /\.(js|html)$/.test(file))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return text.includes('Local mock') || text.includes(mockApiUrl);
      });
    expect(mentions).toEqual([]);
  });

  it('keeps Scalar out of the docs pages', async () => {
    const chunks = scalarChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const page = await openPage();
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) {
        loaded.push(new URL(response.url()).pathname);
      }
    });
    for (const { path: route } of docsPages) {
      await page.goto(siteUrl(route));
      await page.waitForLoadState('networkidle');
    }
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => chunks.includes(script))).toEqual([]);
  });
});
