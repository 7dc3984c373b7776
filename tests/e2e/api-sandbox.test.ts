/**
 * The sandbox on `/api`: Scalar lists it beside production, its "Send" is answered in the page from the sample data
 * for every operation, nothing leaves the origin, and the code snippets keep the production host.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SandboxExchange } from '../../sampleApi/server/createSandboxFetch';
import { sandboxServer, site } from '../../shared/site';
import { loadDescribedApi } from '../contract/describedApi';
import { sandboxExchanges, sendFirstGetRequest, serverList, startScalar } from './apiPage';
import { browserForFile, siteOrigin, siteUrl } from './browser';

const api = await loadDescribedApi(fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url)));
const openPage = browserForFile();

/** Sends every operation's documented request from Scalar's client and checks what the sandbox answered. */
async function sendEveryOperation(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Test Request/ })
    .first()
    .click();
  const client = page.getByRole('dialog');
  await client.getByRole('button', { name: 'Show sidebar' }).click();
  const closedGroups = client.getByRole('button', { name: /Open Group$/ });
  while ((await closedGroups.count()) > 0) await closedGroups.first().click();

  for (const { operationId, method, path, operation } of api.operations) {
    const sent = (await sandboxExchanges(page)).length;
    // The sidebar entry's name is the summary, then its method ("… HTTP Method: GET").
    const summary = (operation.summary ?? operationId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await client.getByRole('button', { name: new RegExp(`^${summary}\\s*HTTP Method`) }).click();
    await client.getByRole('button', { name: new RegExp(`^Send ${method} request to`, 'i') }).click();
    await expect.poll(async () => (await sandboxExchanges(page)).length, { message: operationId }).toBe(sent + 1);
    const exchange = (await sandboxExchanges(page)).at(-1) as SandboxExchange;
    expect(exchange.method).toBe(method);
    expect(api.operationAt(method, new URL(exchange.url, site.apiUrl).pathname), exchange.url).toBe(operationId);
    const headers = new Headers({ 'content-type': 'application/json' });
    const answer = { status: exchange.status, headers, body: exchange.body };
    expect(api.problemsWith(operationId, answer), `${method} ${path}`).toEqual([]);
    // The documented example request, with no key typed: the sandbox's own key, and a 200.
    expect(exchange.status, `${operationId}: ${JSON.stringify(exchange.body).slice(0, 300)}`).toBe(200);
    await expect.poll(() => client.getByText(/^200\b/).count()).toBeGreaterThan(0);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => client.count()).toBe(0);
}

describe('/api sandbox', () => {
  it('is announced in the static reference, with the data it holds', async () => {
    const html = await (await fetch(siteUrl('/api'))).text();
    expect(html).toContain(sandboxServer.description);
    expect(html).toContain(sandboxServer.holds);
  });

  it('is listed beside production, answers every operation in the page, keeps snippets on the production host, and hands back to production when Scalar restarts', async () => {
    const page = await openPage({ viewport: { width: 1400, height: 900 } });
    // A request to the API host is answered here, on its way out: the tests never reach the real API.
    const reached: string[] = [];
    await page.route(`${site.apiUrl}/**`, (route) => {
      reached.push(route.request().url());
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":"invalid or missing token"}',
      });
    });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== siteOrigin()) foreign.push(request.url());
    });
    await page.goto(siteUrl('/api'));
    await startScalar(page);

    await serverList(page).click();
    const options = (await page.getByRole('option').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(options).toEqual([`${site.apiUrl} Production`, `${sandboxServer.url} ${sandboxServer.description}`]);
    await page.getByRole('option', { name: sandboxServer.description }).click();
    // Scalar shows the selected server's description under the list.
    await expect.poll(() => page.locator('.vh-api-reference').innerText()).toContain(sandboxServer.description);

    const curl = (await page.locator('.vh-api-reference pre').allInnerTexts()).filter((text) =>
      text.startsWith('curl'),
    );
    expect(curl.length).toBeGreaterThan(0);
    for (const snippet of curl) expect(snippet).toMatch(new RegExp(`^curl ${site.apiUrl}/[a-z]`));

    await sendEveryOperation(page);
    expect(foreign).toEqual([]);

    // Scalar remounts on a colour mode change and starts again on the first server, production: requests follow it.
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect.poll(() => page.locator('.vh-api-reference').innerText()).toContain('Production');
    const answered = (await sandboxExchanges(page)).length;
    await sendFirstGetRequest(page);
    await expect.poll(() => reached.length).toBe(1);
    expect(reached[0]).toMatch(new RegExp(`^${site.apiUrl}/companies/`));
    expect(await sandboxExchanges(page)).toHaveLength(answered);
    // It drives Scalar's client through every operation of the description, which takes most of the default minute on
    // one busy core (bench/NOTES.md).
  }, 150_000);
});
