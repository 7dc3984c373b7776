import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { models, operations } from '../expectedReference';
import { startScalar } from './apiPage';
import { axe } from './axe';
import { browserForFile, siteUrl } from './browser';

const openPage = browserForFile();

const staticReference = (page: Page) => page.locator('.vh-api-static');
const contents = (page: Page) => page.getByRole('navigation', { name: 'API reference contents' });
const scalarShown = (page: Page) => page.locator('.vh-api-reference .scalar-app').first().waitFor();
/** The element with an id, found by the id itself (ids here hold `/`, `{` and `}`). */
const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? null, id);

/** The part each contents link points at, read from the page: its heading and its text. */
async function linkedSections(page: Page): Promise<{ id: string; heading: string; text: string }[]> {
  // Every link, also those of the folded models list.
  return contents(page)
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => {
        const id = decodeURIComponent((link.getAttribute('href') ?? '').slice(1));
        const target = document.getElementById(id);
        const heading = target?.querySelector('h1, h2, h3')?.textContent ?? '';
        return { id, heading, text: target?.textContent ?? '' };
      }),
    );
}

/** A largest-contentful-paint candidate: when it painted, whether Scalar painted it, and what it was. */
interface LcpCandidate {
  time: number;
  inScalar: boolean;
  element: string;
}

/** Layout shifts (not caused by input) and LCP candidates, recorded from the start of the page. */
async function recordVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const vitals = { cls: 0, lcp: [] as LcpCandidate[] };
    Object.assign(window, { __vhVitals: vitals });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        // Read as the entry arrives: the static reference's elements leave the page at the hand-over.
        const element = entry.element;
        vitals.lcp.push({
          time: entry.startTime,
          inScalar: element?.closest('.vh-api-reference') != null,
          element: `${element?.tagName ?? '(removed)'} of ${entry.size} px²: ${element?.textContent?.slice(0, 60) ?? ''}`,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

describe('/api without JavaScript', () => {
  it('has every operation and every model of the description, each in the contents and under its anchor', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(siteUrl('/api'));
    const sections = await linkedSections(page);
    for (const operation of operations) {
      const section = sections.find(({ heading }) => heading === operation.summary);
      expect(section?.text, operation.summary).toContain(`${operation.method}${operation.path}`);
    }
    for (const model of models)
      expect(
        sections.some(({ heading }) => heading === model),
        model,
      ).toBe(true);
    expect(sections).toHaveLength(1 + 3 + operations.length + models.length);
  });

  it('shows parameters, request bodies, every response with its schema and example, and the security', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(siteUrl('/api'));
    const sections = await linkedSections(page);
    const textOf = (summary: string) => sections.find(({ heading }) => heading === summary)?.text ?? '';
    for (const operation of operations) {
      const text = textOf(operation.summary);
      expect(text, operation.summary).toContain('Authentication: apiKeyAuth — HTTP bearer (JWT)');
      for (const name of operation.parameters) {
        expect(text, `${operation.summary}: ${name}`).toMatch(new RegExp(`${name} [A-Z]?[a-z]+`));
      }
      if (operation.hasBody) expect(text, operation.summary).toContain('Request body');
      for (const status of operation.statuses) {
        expect(text, `${operation.summary}: ${status}`).toMatch(
          new RegExp(`(?<!\\d)${status} [A-Z]\\w*[\\s\\S]*?application/json`),
        );
      }
      expect(text.match(/Example: /g)?.length ?? 0, operation.summary).toBeGreaterThanOrEqual(
        operation.statuses.length,
      );
    }
    expect(textOf('Address typeahead search')).toMatch(/q string required[\s\S]*min length 2/);
    expect(textOf('Advanced company search')).toMatch(/limit integer[\s\S]*minimum 1 · maximum 100 · default 10/);
    expect(textOf('Get a company by business ID')).toContain('pattern ^[0-9]{7}-[0-9]$');
    expect(textOf('Get a company by business ID')).toContain('"businessName": "Esimerkki Oy"');
  });

  it.each([
    '#vihje-api/tag/addresses/GET/addresses/search',
    '#tag/addresses/GET/addresses/search',
    '#vihje-api/models/Building',
    '#models/Building',
  ])('lands %s on its part, below the navbar', async (hash) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(siteUrl(`/api${hash}`));
    const top = await topOf(page, decodeURIComponent(hash.slice(1)));
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(130);
  });

  it('takes the reader from the contents to an operation', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(siteUrl('/api'));
    await contents(page).getByRole('link', { name: 'GET Postal code search' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#vihje-api/tag/postal-codes/GET/postalcodes/search');
    const top = await topOf(page, 'vihje-api/tag/postal-codes/GET/postalcodes/search');
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(130);
  });

  it('gives the .md twin the whole reference', async () => {
    const markdown = await (await fetch(siteUrl('/api.md'))).text();
    expect(markdown).toContain('# Vihje API');
    for (const operation of operations) {
      expect(markdown).toContain(`### ${operation.summary}\n\n\`${operation.method} ${operation.path}\``);
    }
    for (const model of models) expect(markdown).toContain(`### ${model}\n`);
    expect(markdown).toContain('```json\n{\n  "hits": [');
  });
});

describe('/api with JavaScript', () => {
  it.each([
    { name: 'desktop', viewport: { width: 1440, height: 900 } },
    { name: 'phone', viewport: { width: 412, height: 823 } },
  ])(
    'shows the static reference until interactive, then Scalar takes over without a layout shift ($name)',
    async ({ viewport }) => {
      const page = await openPage({ viewport });
      await recordVitals(page);
      const scalarRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/static/js/scalar.')) scalarRequests.push(request.url());
      });
      await page.goto(siteUrl('/api'), { waitUntil: 'load' });
      await page.waitForTimeout(2000);
      expect(scalarRequests).toEqual([]);
      await expect.poll(() => staticReference(page).isVisible()).toBe(true);

      await scalarShown(page);
      expect(await staticReference(page).count()).toBe(0);
      await page.waitForTimeout(1000);
      const vitals = await page.evaluate(() => {
        const { cls, lcp } = (window as unknown as { __vhVitals: { cls: number; lcp: LcpCandidate[] } }).__vhVitals;
        const scalarStart = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/static/js/scalar.'))?.startTime;
        return { cls, lcp, scalarStart };
      });
      expect(vitals.cls).toBeLessThanOrEqual(0.1);
      // The page's largest paint comes before Scalar starts to load, and Scalar, shown later, paints nothing larger.
      const candidates = JSON.stringify(vitals.lcp, null, 1);
      expect(vitals.lcp[0]?.time ?? Number.POSITIVE_INFINITY, candidates).toBeLessThan(vitals.scalarStart ?? 0);
      expect(
        vitals.lcp.filter(({ inScalar }) => inScalar).map(({ element }) => element),
        candidates,
      ).toEqual([]);
    },
  );

  it.each(['#vihje-api/tag/addresses/GET/addresses/search', '#models/Building'])(
    'keeps the hash %s and its part in view',
    async (hash) => {
      const page = await openPage();
      await page.goto(siteUrl(`/api${hash}`));
      const id = `vihje-api/${decodeURIComponent(hash.slice(1)).replace(/^vihje-api\//, '')}`;
      await startScalar(page);
      await scalarShown(page);
      expect(new URL(page.url()).hash).toBe(hash);
      const top = await topOf(page, id);
      expect(await byId(page, id).evaluate((element) => element.closest('.vh-api-reference') !== null)).toBe(true);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
    },
  );

  it("loads Scalar at the reader's first click, and keeps the part they scrolled to", async () => {
    const page = await openPage();
    await page.goto(siteUrl('/api'), { waitUntil: 'load' });
    const building = page.getByRole('heading', { name: 'Building', exact: true, level: 3 });
    await building.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await building.click();
    await scalarShown(page);
    const top = await topOf(page, 'vihje-api/models/Building');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(250);
    expect(new URL(page.url()).hash).toBe('#models/Building');
  });

  // One start of Scalar for two things its take-over must keep: the reader's focus, and the contents' targets.
  it("keeps the keyboard focus on the same entry when Scalar takes over, and gives every part Scalar's own id for it", async () => {
    const page = await openPage();
    await page.goto(siteUrl('/api'), { waitUntil: 'load' });
    const staticHrefs = await contents(page)
      .locator('a')
      .evaluateAll((links) =>
        links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '').replace('#vihje-api/', '#')),
      );
    await contents(page).getByRole('link', { name: 'GET Company typeahead search' }).focus();
    await scalarShown(page);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.closest('.vh-api-reference') ? element.getAttribute('href') : null;
      });
    await expect.poll(focused).toBe('#tag/companies/GET/companies/search');

    const scalarHrefs = await page
      .locator('.vh-api-reference .t-doc__sidebar a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(staticHrefs.length).toBe(1 + 3 + operations.length + models.length);
    expect(new Set(scalarHrefs)).toEqual(new Set([...staticHrefs, '#models']));
  });

  it.each(['light', 'dark'] as const)(
    'keeps the static reference, accessible in %s mode, when Scalar cannot load',
    async (mode) => {
      const page = await openPage({ colorScheme: mode });
      await page.route(/\/static\/js\/scalar\./, (route) => route.abort());
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto(siteUrl('/api'), { waitUntil: 'networkidle' });
      const gaveUp = page.waitForEvent('console', (message) => message.text().includes('could not load'));
      await page.getByRole('heading', { name: 'Vihje API', level: 1 }).click();
      await gaveUp;
      expect(await staticReference(page).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
      await page.goto(siteUrl('/api#vihje-api/models/Building'));
      await expect.poll(() => topOf(page, 'vihje-api/models/Building')).toBeLessThan(130);
      const { violations } = await axe(page).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    },
  );
});
