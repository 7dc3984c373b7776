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
import { type Answer, loadDescribedApi } from './describedApi';
import { type ContractRequest, documentedValues } from './describedRequests';
import { canBeInvalid, errorCases } from './errorCases';
import { validRequests } from './requestArbitraries';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
/** Generated requests per property: enough to reach every operation many times, few enough to stay fast (~2 s). */
const runs = 120;

// Loaded before the tests are collected: the error cases and the client's calls come from it.
const api = await loadDescribedApi(specFile);
let mock: MockServer;
let baseUrl: string;
/** Every request sent and the answer it got, for the summary check. */
const sent: { request: ContractRequest; answer: Answer }[] = [];

beforeAll(async () => {
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
        // Only an ID in the path can name no record.
        if (status === 404) expect(api.byId(request.operationId).path).toContain('{');
      }),
      { numRuns: runs },
    );
  });

  it('documented requests and valid requests over the sample data (names, IDs, filters on real fields, projections): always 200', {
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

  it.each(errorCases(api).map((errorCase) => [errorCase.name, errorCase] as const))('%s', async (_, errorCase) => {
    const answer = await expectConforming(errorCase.request);
    expect(answer.status).toBe(errorCase.status);
    if (errorCase.error) expect(answer.body).toEqual({ error: errorCase.error });
  });

  it('reached every operation and every status each one lists', () => {
    // The error catalogue lists 400 for every search and lookup, but some take no input that can be invalid.
    for (const described of api.operations) {
      const { operationId, operation } = described;
      const reached = new Set(
        sent.filter((s) => s.request.operationId === operationId).map((s) => String(s.answer.status)),
      );
      const listed = Object.keys(operation.responses ?? {}).filter(
        (status) => status !== '400' || canBeInvalid(described),
      );
      expect([...reached].sort(), operationId).toEqual(listed.sort());
    }
  });
});

describe('the typed client against the mock', () => {
  /**
   * A method per operation, named by its `operationId`, called with the documented values: the path parameters in
   * order, else the JSON body, else the query parameters.
   */
  const argumentsOf = (operationId: string): unknown[] => {
    const { path, query, body } = documentedValues(api.byId(operationId));
    const pathValues = Object.values(path).map(String);
    if (pathValues.length > 0) return pathValues;
    return [body ?? query];
  };

  it.each(api.operations.map((operation) => operation.operationId))(
    '%s: its result is a valid 200 body',
    async (operationId) => {
      const client = createVihjeClient({ apiKey: 'contract-test-key', baseUrl }) as unknown as Record<
        string,
        ((...parameters: unknown[]) => Promise<unknown>) | undefined
      >;
      const method = client[operationId];
      expect(method, `the typed client has no method ${operationId}`).toBeTypeOf('function');
      const body = await method?.(...argumentsOf(operationId));
      const headers = new Headers({ 'content-type': 'application/json' });
      expect(api.problemsWith(operationId, { status: 200, headers, body })).toEqual([]);
    },
  );
});
