/**
 * The in-browser sandbox against the API description, in Chromium: the contract the mock server passes
 * (tests/contract/contractSuite.ts), each request sent through the sandbox's `fetch` in a page of the built site
 * (the test build's hook, theme/sandbox/SandboxTestHook.tsx). No request may leave the page.
 */
import { fileURLToPath } from 'node:url';
import type { JSHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../shared/site';
import { sandboxFetchHook } from '../../theme/sandbox/sandboxHooks';
import { describeContract, type Transport, type WireRequest } from '../contract/contractSuite';
import { loadDescribedApi } from '../contract/describedApi';
import { browserForFile, siteUrl } from './browser';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const api = await loadDescribedApi(specFile);
// One page for the whole file: the contract's tests send their requests through it in turn.
const openPage = browserForFile({ closesOwnPages: true });

let page: Page;
let sandbox: JSHandle;
/** Requests the page made after it loaded: the sandbox's chunks only. */
const requested: string[] = [];

beforeAll(async () => {
  page = await openPage();
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
  sandbox = await page.waitForFunction(
    (hook) => (window as unknown as Record<string, unknown>)[hook],
    sandboxFetchHook,
  );
  page.on('request', (request) => requested.push(request.url()));
});
afterAll(async () => {
  await page.close();
  // The sandbox's code and data came from the site; every answer came from the page.
  expect(requested.filter((url) => new URL(url).origin !== new URL(siteUrl('/')).origin)).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
});

const inPage: Transport = async (request) => {
  const answer = await sandbox.evaluate(
    async (fetchInPage, { apiUrl, wire }: { apiUrl: string; wire: WireRequest }) => {
      const response = await (fetchInPage as typeof fetch)(`${apiUrl}${wire.url}`, wire);
      return { status: response.status, headers: [...response.headers], text: await response.text() };
    },
    { apiUrl: site.apiUrl, wire: request },
  );
  return { status: answer.status, headers: new Headers(answer.headers), body: JSON.parse(answer.text) };
};

describeContract('the in-browser sandbox', api, () => inPage);

describe('the in-browser sandbox beyond the description', () => {
  it('answers a path it does not know with 404 JSON, and a method a path does not take with 405', async () => {
    const headers = { authorization: 'Bearer contract-test-key' };
    const unknown = await inPage({ method: 'GET', url: '/buildings/search?q=x', headers });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: { error: 'resource not found' },
    });
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    const wrongMethod = await inPage({ method: 'DELETE', url: '/companies/search', headers });
    expect(wrongMethod.status).toBe(405);
  });
});
