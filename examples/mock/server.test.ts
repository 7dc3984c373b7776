import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from './server';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const auth = { Authorization: 'Bearer any-key' };
let mock: MockServer;
const logged: string[] = [];

beforeAll(async () => {
  mock = await startMockServer({ specFile, port: 0, log: (line) => logged.push(line) });
});
afterAll(() => mock.close());

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${mock.url}${path}`, init);
  return { status: response.status, body: await response.json() };
}

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

  it('serves the first documented example of a search', async () => {
    const { status, body } = await call('/postalcodes/search?q=00100', { headers: auth });
    expect(status).toBe(200);
    expect(body).toMatchObject({ estimatedTotalHits: 1, hits: [{ postcode: '00100' }] });
  });

  it('answers 400 for a body that is not JSON or misses a required field, and logs why', async () => {
    const post = (body: string) => call('/addresses/search/advanced', { method: 'POST', headers: auth, body });
    expect(await post('{not json')).toEqual({ status: 400, body: { error: 'invalid request format' } });
    expect(await post('{"limit": 20}')).toEqual({ status: 400, body: { error: 'invalid request format' } });
    expect(logged.at(-1)).toMatch(/must have required property 'query'/);
  });

  it('answers Prefer: code=N with the documented example for N, and refuses an undocumented N', async () => {
    const headers = { ...auth, Prefer: 'code=403' };
    expect(await call('/addresses/search?q=Ot', { headers })).toEqual({
      status: 403,
      body: { error: 'insufficient permissions' },
    });
    const teapot = await call('/addresses/search?q=Ot', { headers: { ...auth, Prefer: 'code=418' } });
    expect(teapot.status).toBe(400);
    expect(teapot.body).toEqual({ error: expect.stringMatching(/code=418 is not documented for searchAddresses/) });
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
});
