/**
 * The contract of an implementation of the API over the sample data: generated valid requests for every operation
 * and every bad-input class of the error catalogue are sent to it, and each answer must have a status the operation
 * lists, the documented content type and a body the description's schema accepts. Run against the mock server on
 * 127.0.0.1 (contract.test.ts) and against the in-browser sandbox in Chromium (tests/e2e/sandbox-contract.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answer, DescribedApi } from './describedApi';
import type { ContractRequest } from './describedRequests';
import { canBeInvalid, errorCases } from './errorCases';
import { validRequests } from './requestArbitraries';

/** A request as it goes over the wire: path and query, header names in lower case, the body as text. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends a request to the implementation under test and reads its answer (the body parsed as JSON). */
export type Transport = (request: WireRequest) => Promise<Answer>;

/** Generated requests per property: enough to reach every operation many times, few enough to keep the suite quick. */
const runs = 120;

/** The request on the wire: a bearer key unless the case takes it away (an empty value removes a header). */
function toWire(request: ContractRequest): WireRequest {
  const headers = new Headers({ authorization: 'Bearer contract-test-key' });
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === '') headers.delete(name);
    else headers.set(name, value);
  }
  const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (body !== undefined) headers.set('content-type', request.contentType ?? 'application/json');
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return {
    method: request.method,
    url: `${request.path}${query}`,
    headers: Object.fromEntries(headers),
    ...(body === undefined ? {} : { body }),
  };
}

/** Declares the contract's tests for the implementation `transport()` reaches (read when each test runs). */
export function describeContract(name: string, api: DescribedApi, transport: () => Transport): void {
  /** Every request sent and the answer it got, for the summary check. */
  const sent: { request: ContractRequest; answer: Answer }[] = [];

  async function send(request: ContractRequest): Promise<Answer> {
    const answer = await transport()(toWire(request));
    sent.push({ request, answer });
    return answer;
  }

  /** Sends the request and fails with the request and the description's objections when there are any. */
  async function expectConforming(request: ContractRequest): Promise<Answer> {
    const answer = await send(request);
    const problems = api.problemsWith(request.operationId, answer);
    expect(
      problems,
      `${request.method} ${request.path} ${JSON.stringify(request.query ?? request.body ?? '')}`,
    ).toEqual([]);
    return answer;
  }

  describe(`${name} answers as openapi.yaml describes`, () => {
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
}
