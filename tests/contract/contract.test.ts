/**
 * The mock server against the API description (the contract, contractSuite.ts), and the typed client against the
 * mock: each method's result must be a valid 200 body.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVihjeClient } from '../../examples/client';
import { type MockServer, startMockServer } from '../../examples/mock/server';
import { describeContract } from './contractSuite';
import { loadDescribedApi } from './describedApi';
import { documentedValues } from './describedRequests';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
// Loaded before the tests are collected: the error cases and the client's calls come from it.
const api = await loadDescribedApi(specFile);
let mock: MockServer;
let baseUrl: string;

beforeAll(async () => {
  mock = await startMockServer({ specFile, port: 0, log: () => {} });
  baseUrl = mock.url.replace('localhost', '127.0.0.1');
});
afterAll(() => mock.close());

describeContract('the mock', api, () => async (request) => {
  const response = await fetch(`${baseUrl}${request.url}`, request);
  return { status: response.status, headers: response.headers, body: await response.json() };
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
