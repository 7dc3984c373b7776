import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockExchange, type MockServer, startMockServer } from './server';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const auth = { Authorization: 'Bearer any-key' };
let mock: MockServer;
const logged: string[] = [];
const exchanges: MockExchange[] = [];

beforeAll(async () => {
  mock = await startMockServer({
    specFile,
    port: 0,
    log: (line) => logged.push(line),
    onExchange: (exchange) => exchanges.push(exchange),
  });
});
afterAll(() => mock.close());

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${mock.url}${path}`, init);
  return { status: response.status, body: await response.json() };
}
const post = (path: string, body: string, contentType = 'application/json') =>
  call(path, { method: 'POST', headers: { ...auth, 'Content-Type': contentType }, body });

describe('the mock API', () => {
  it('says where it listens, on loopback', () => {
    expect(mock.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(mock.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('answers 401 with the documented message without a bearer key, or with an empty one', async () => {
    const keyless: Record<string, string>[] = [{}, { Authorization: 'Bearer ' }, { Authorization: 'Basic abc' }];
    for (const headers of keyless) {
      expect(await call('/postalcodes/search', { headers })).toEqual({
        status: 401,
        body: { error: 'invalid or missing token' },
      });
    }
  });

  it('answers from the sample data, echoing the query, limit and offset', async () => {
    const { status, body } = await post(
      '/addresses/search/advanced',
      '{"query": "Mannerheimintie", "offset": 2, "limit": 2}',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: 'Mannerheimintie', offset: 2, limit: 2, hasMore: true, estimatedTotalHits: 7 });
    expect((body as { hits: { addressFin: string }[] }).hits.map((hit) => hit.addressFin)).toEqual([
      'Mannerheimintie 13',
      'Mannerheimintie 22',
    ]);
  });

  it('answers 400 for a body that is not JSON, not sent as JSON, or misses a required field, and logs why', async () => {
    const invalid = { status: 400, body: { error: 'invalid request format' } };
    expect(await post('/addresses/search/advanced', '{not json')).toEqual(invalid);
    expect(logged.at(-1)).toMatch(/in JSON at position 1/);
    expect(await post('/addresses/search/advanced', '{"limit": 20}')).toEqual(invalid);
    expect(logged.at(-1)).toMatch(/must have required property 'query'/);
    expect(await post('/addresses/search/advanced', '{"query": "Otakaari"}', 'text/plain')).toEqual(invalid);
    expect(logged.at(-1)).toMatch(/content type text\/plain is not one the operation takes \(application\/json\)/);
    expect(await post('/companies/search/advanced', '{"filter": 42}')).toEqual(invalid);
    expect(await post('/companies/search/advanced', '{"filter": "domicileCity ="}')).toEqual(invalid);
    expect(logged.at(-1)).toMatch(/a value is missing/);
  });

  it('answers 404, the status the lookup lists, for a malformed business ID and an unknown address', async () => {
    expect(await call('/companies/123456', { headers: auth })).toEqual({
      status: 404,
      body: { error: 'resource not found' },
    });
    expect(logged.at(-1)).toMatch(/must match pattern/);
    expect(await call('/addresses/no-such-id', { headers: auth })).toEqual({
      status: 404,
      body: { error: 'Address not found' },
    });
  });

  it('ignores query parameters the operation does not take, and logs them', async () => {
    const { status } = await call('/postalcodes/search?q=00100&page=2', { headers: auth });
    expect(status).toBe(200);
    expect(logged.at(-1)).toMatch(/ignored query parameter "page"/);
  });

  it('answers Prefer: code=N with the documented example for N, and a 500 that says so for an undocumented N', async () => {
    expect(await call('/addresses/search?q=Ot', { headers: { ...auth, Prefer: 'code=403' } })).toEqual({
      status: 403,
      body: { error: 'insufficient permissions' },
    });
    expect(await call('/postalcodes/search', { headers: { ...auth, Prefer: 'code=500' } })).toEqual({
      status: 500,
      body: { error: 'Search error' },
    });
    const teapot = await call('/companies/1234567-1', { headers: { ...auth, Prefer: 'code=400' } });
    expect(teapot).toEqual({
      status: 500,
      body: { error: 'Prefer: code=400 is not documented for getCompany (200, 401, 403, 404, 500)' },
    });
  });

  it('answers 404 off the described paths and 405 for a method an existing path does not have', async () => {
    expect(await call('/buildings', { headers: auth })).toEqual({ status: 404, body: { error: 'resource not found' } });
    expect((await call('/addresses/search', { method: 'POST', headers: auth })).status).toBe(405);
  });

  it('allows calls from the docs site in the browser (CORS), including the preflight', async () => {
    const preflight = await fetch(`${mock.url}/addresses/search/advanced`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const response = await fetch(`${mock.url}/companies/search`, { headers: auth });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reports every answered request', async () => {
    exchanges.length = 0;
    await call('/companies/2331972-7', { headers: auth });
    expect(exchanges).toEqual([
      {
        method: 'GET',
        url: '/companies/2331972-7',
        status: 200,
        body: expect.objectContaining({ vatId: 'FI23319727' }),
      },
    ]);
  });
});
