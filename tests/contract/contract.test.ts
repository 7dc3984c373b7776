/**
 * The mock against the API description: generated valid requests for every operation and every bad-input class of
 * the error catalogue go to the running mock on 127.0.0.1, and each answer must have a status the operation lists,
 * the documented content type and a body the description's schema accepts. The typed client is run the same way.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVihjeClient } from '../../examples/client';
import { type MockServer, startMockServer } from '../../examples/mock/server';
import { type Answer, type DescribedApi, loadDescribedApi } from './describedApi';
import { errorCases } from './errorCases';
import { type ContractRequest, validRequests } from './requestArbitraries';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
/** Generated requests per property: enough to reach every operation many times, few enough to stay fast (~2 s). */
const runs = 120;

let mock: MockServer;
let baseUrl: string;
let api: DescribedApi;
/** Every request sent and the answer it got, for the summary check. */
const sent: { request: ContractRequest; answer: Answer }[] = [];

beforeAll(async () => {
  api = await loadDescribedApi(specFile);
  mock = await startMockServer({ specFile, port: 0, log: () => {} });
  baseUrl = mock.url.replace('localhost', '127.0.0.1');
});
afterAll(() => mock.close());

async function send(request: ContractRequest): Promise<Answer> {
  const headers = new Headers({ authorization: 'Bearer contract-test-key' });
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === '') headers.delete(name);
    else headers.set(name, value);
  }
  const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (body !== undefined) headers.set('content-type', request.contentType ?? 'application/json');
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const response = await fetch(`${baseUrl}${request.path}${query}`, { method: request.method, headers, body });
  const answer = { status: response.status, headers: response.headers, body: await response.json() };
  sent.push({ request, answer });
  return answer;
}

/** Sends the request and fails with the request and the description's objections when there are any. */
async function expectConforming(request: ContractRequest): Promise<Answer> {
  const answer = await send(request);
  const problems = api.problemsWith(request.operationId, answer);
  expect(problems, `${request.method} ${request.path} ${JSON.stringify(request.query ?? request.body ?? '')}`).toEqual(
    [],
  );
  return answer;
}

describe('the mock answers as openapi.yaml describes', () => {
  it('valid requests built from the schemas: 200, or 400/404 where only the data can tell', {
    timeout: 30_000,
  }, async () => {
    const { fromSchema } = validRequests(api);
    await fc.assert(
      fc.asyncProperty(fromSchema, async (request) => {
        const { status } = await expectConforming(request);
        expect([200, 400, 404]).toContain(status);
        if (status === 404) expect(['getCompany', 'getAddress']).toContain(request.operationId);
      }),
      { numRuns: runs },
    );
  });

  it('valid requests over the sample data (names, IDs, filters on real fields, projections): always 200', {
    timeout: 30_000,
  }, async () => {
    const { meaningful } = validRequests(api);
    await fc.assert(
      fc.asyncProperty(meaningful, async (request) => {
        const { status, body } = await expectConforming(request);
        expect(status, JSON.stringify(body)).toBe(200);
        const echoed = request.body as { q?: string; query?: string; limit?: number; offset?: number } | undefined;
        if (request.method === 'POST' && echoed) {
          expect(body).toMatchObject({
            query: echoed.q ?? echoed.query ?? '',
            limit: echoed.limit ?? (request.operationId === 'searchCompaniesAdvanced' ? 10 : 20),
            offset: echoed.offset ?? 0,
          });
        }
      }),
      { numRuns: runs },
    );
  });

  it.each(errorCases.map((errorCase) => [errorCase.name, errorCase] as const))('%s', async (_, errorCase) => {
    const answer = await expectConforming(errorCase.request);
    expect(answer.status).toBe(errorCase.status);
    if (errorCase.error) expect(answer.body).toEqual({ error: errorCase.error });
  });

  it('reached every operation and every status each one lists', () => {
    // The error catalogue lists 400 for these two, but no request can get it: the company typeahead's two optional
    // string parameters admit no invalid value, and an address ID is any non-empty path segment.
    const unreachable: Record<string, string[]> = { searchCompanies: ['400'], getAddress: ['400'] };
    for (const { operationId, operation } of api.operations) {
      const reached = new Set(
        sent.filter((s) => s.request.operationId === operationId).map((s) => String(s.answer.status)),
      );
      const listed = Object.keys(operation.responses ?? {}).filter(
        (status) => !unreachable[operationId]?.includes(status),
      );
      expect([...reached].sort(), operationId).toEqual(listed.sort());
    }
  });
});

describe('the typed client against the mock', () => {
  it('every method’s result is a valid 200 body of its operation', async () => {
    const client = createVihjeClient({ apiKey: 'contract-test-key', baseUrl });
    const calls: [string, () => Promise<unknown>][] = [
      ['getCompany', () => client.getCompany('2331972-7')],
      ['searchCompanies', () => client.searchCompanies({ q: 'kone', limit: '3' })],
      [
        'searchCompaniesAdvanced',
        () => client.searchCompaniesAdvanced({ filter: 'sector = "living"', fields: 'businessId' }),
      ],
      ['searchPostalCodes', () => client.searchPostalCodes({ q: 'espoo' })],
      ['searchAddresses', () => client.searchAddresses({ q: 'Hämeenkatu' })],
      ['searchAddressesAdvanced', () => client.searchAddressesAdvanced({ query: 'Otakaari', limit: 2, offset: 1 })],
      ['getAddress', () => client.getAddress('3b4c5d6e-7f80-4a1b-9c2d-3e4f5a6b7c8d')],
    ];
    expect(calls.map(([operationId]) => operationId).sort()).toEqual(api.operations.map((o) => o.operationId).sort());
    for (const [operationId, call] of calls) {
      const body = await call();
      const headers = new Headers({ 'content-type': 'application/json' });
      expect(api.problemsWith(operationId, { status: 200, headers, body }), operationId).toEqual([]);
    }
  });
});
