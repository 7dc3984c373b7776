/**
 * "Try it" under the docs' request samples: every curl sample to the API has one, it answers from the in-browser
 * sandbox in place, by keyboard, in both colour modes, and a reader who never presses it downloads none of the
 * sandbox's code or data.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { curlRequest } from '../../plugins/tryIt/curlRequest';
import { documentedAddressId } from '../../sampleApi/data/documentedFlow';
import { extractSamples } from '../../scripts/docSamples/extractSamples';
import { site } from '../../shared/site';
import { loadDescribedApi } from '../contract/describedApi';
import { axe } from './axe';
import { browserForFile, siteOrigin, siteUrl, waitForHydration } from './browser';
import { docsPages, publishedPosts } from './routes';

const openPage = browserForFile({ isolation: 'page' });
const api = await loadDescribedApi(fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url)));

/** Every page with a curl sample to the API, and the requests of those samples. */
const pagesWithSamples = [
  ...docsPages.map(({ path: route, file }) => ({ route, file })),
  ...publishedPosts.map((post) => ({ route: post.link, file: post.file })),
]
  .map(({ route, file }) => ({
    route,
    requests: extractSamples(file, readFileSync(file, 'utf8'))
      .filter((sample) => sample.kind === 'shell' && !sample.noRun)
      .flatMap((sample) => curlRequest(sample.code, site.apiUrl, { ADDRESS_ID: documentedAddressId }) ?? []),
  }))
  .filter(({ requests }) => requests.length > 0);
/** The page with the most samples, for the checks of the whole page. */
const busiest = [...pagesWithSamples].sort((a, b) => b.requests.length - a.requests.length)[0];

/** Scripts' URLs the page requested from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** What marks the sandbox's code: a message of its generated validators and an id of its sample data. */
const sandboxMarkers = ['must NOT have fewer than', documentedAddressId];

/** Whether one of the scripts is the sandbox's. */
async function carriesSandbox(urls: string[]): Promise<boolean> {
  const sources = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return sources.some((source) => sandboxMarkers.every((marker) => source.includes(marker)));
}

describe('Try it', () => {
  it('sits under every curl sample to the API, naming its request', async () => {
    expect(pagesWithSamples.length).toBeGreaterThan(3);
    for (const { route, requests } of pagesWithSamples) {
      const html = await (await fetch(siteUrl(route))).text();
      const captions = [...html.matchAll(/class="vh-try-it[\s\S]*?<code>([\s\S]*?)<\/code>/g)].map((match) =>
        (match[1] ?? '').replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
      );
      for (const request of requests) {
        const shown = `${request.method} ${decodeURIComponent(request.target.replaceAll('+', ' '))}`;
        expect(captions, `${route}: ${shown}`).toContain(shown);
      }
    }
  });

  it('takes its place in the static HTML, downloads the sandbox only when pressed, and answers in place by keyboard', async () => {
    const route = busiest?.route ?? '/';
    const boxes = (page: Page) =>
      page
        .locator('.vh-try-it')
        .evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));
    const still = await openPage({ javaScriptEnabled: false });
    await still.goto(siteUrl(route));
    const staticBoxes = await boxes(still);
    expect(staticBoxes.length).toBeGreaterThan(0);

    const page = await openPage();
    const scripts = scriptRequests(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== siteOrigin()) foreign.push(request.url());
    });
    await page.goto(siteUrl(route), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Nothing moves for a reader who never presses it, and nothing of the sandbox is downloaded.
    expect(await boxes(page)).toEqual(staticBoxes);
    const atLoad = [...scripts];
    expect(await carriesSandbox(atLoad), 'the page loaded the sandbox before any press').toBe(false);

    const tryIt = page.locator('.vh-try-it').first();
    await tryIt.getByRole('button', { name: 'Try it' }).focus();
    await page.keyboard.press('Enter');
    // Every docs sample is a valid request (tests/docs/docSamples.test.ts): a 200 the description accepts.
    await expect.poll(() => tryIt.getByText(/^200 OK/).count()).toBe(1);
    const request = busiest?.requests[0];
    if (!request) throw new Error('no page with a curl sample');
    const operationId = api.operationAt(request.method, new URL(request.target, site.apiUrl).pathname);
    const body: unknown = JSON.parse(await tryIt.locator('pre').innerText());
    const headers = new Headers({ 'content-type': 'application/json' });
    expect(api.problemsWith(operationId, { status: 200, headers, body })).toEqual([]);
    await expect.poll(() => tryIt.getByRole('button', { name: 'Send again' }).count()).toBe(1);

    const onPress = scripts.filter((url) => !atLoad.includes(url));
    expect(await carriesSandbox(onPress), 'the press did not load the sandbox').toBe(true);
    expect(foreign).toEqual([]);

    // The answer in both colour modes: the site follows the system's until the reader picks one.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(colorScheme === 'dark');
      const results = await axe(page).include('.vh-try-it').analyze();
      const violations = results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`);
      expect(violations, colorScheme).toEqual([]);
    }
  });
});
