import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { site } from '../../shared/site';
import { type MockServer, startMockServer } from '../mock/server';
import { createVihjeClient, type VihjeClient } from './createVihjeClient';
import type { components } from './schema';
import { VihjeApiError } from './VihjeApiError';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const apiKey = 'test-key';
let mock: MockServer;
let client: VihjeClient;

beforeAll(async () => {
  mock = await startMockServer({ specFile, port: 0, log: () => {} });
  client = createVihjeClient({ apiKey, baseUrl: mock.url });
});
afterAll(() => mock.close());

/** A fetch that adds a header to every request (the mock answers `Prefer: code=N` with the documented status N). */
const withHeader =
  (name: string, value: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [name]: value } });

/** The VihjeApiError a call rejects with. */
async function apiError(call: Promise<unknown>): Promise<VihjeApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VihjeApiError);
  return error as VihjeApiError;
}

describe('createVihjeClient against the mock API', () => {
  it('getCompany returns the full record of a business ID in the examples', async () => {
    const company = await client.getCompany('2331972-7');
    expectTypeOf(company).toEqualTypeOf<components['schemas']['Company']>();
    expect(company).toMatchObject({ businessId: '2331972-7', businessName: 'Pohjolan Rakennus Oy' });
    expect(await client.getCompany('3310048-9')).toMatchObject({ businessName: 'Kahvila Aamukaste Tmi' });
  });

  it('searchCompanies returns typeahead hits with rating colours', async () => {
    const result = await client.searchCompanies({ q: 'esimerkki', limit: '10' });
    expect(result.hits.map((hit) => [hit.businessId, hit.vihjeRating])).toEqual([
      ['1234567-1', 'green'],
      ['1572860-0', null],
      ['3051246-1', 'yellow'],
      ['2987654-0', 'red'],
      ['1357913-8', null],
    ]);
    expect((await client.searchCompanies()).hits).toHaveLength(10);
  });

  it('searchCompaniesAdvanced posts the body and returns full records, or the projected fields', async () => {
    const result = await client.searchCompaniesAdvanced({
      q: 'rakennus',
      filter: ['domicileCity = "Espoo"'],
      limit: 10,
    });
    expect(result).toMatchObject({ query: 'rakennus', limit: 10, offset: 0, estimatedTotalHits: 1 });
    expect(result.hits[0]?.vatId).toBe('FI23319727');
    const projected = await client.searchCompaniesAdvanced({ q: 'rakennus', fields: 'businessId,vihjeRating.color' });
    expect(projected.hits).toContainEqual({ businessId: '2331972-7', vihjeRating: { color: 'yellow' } });
  });

  it('searchPostalCodes returns postal code hits', async () => {
    const result = await client.searchPostalCodes({ q: '00100' });
    expect(result.hits[0]).toMatchObject({ postcode: '00100', postcodeFiName: 'HELSINKI' });
  });

  it('searchAddresses returns hits and the source attribution', async () => {
    const result = await client.searchAddresses({ q: 'Hämeenkatu 10', limit: '10' });
    expect(result.hits[0]).toMatchObject({ addressFin: 'Hämeenkatu 10', postalCode: '33100' });
    expect(result.source).toMatch(/^Contains data from/);
  });

  it('searchAddressesAdvanced returns full addresses, paging and hasMore', async () => {
    const result = await client.searchAddressesAdvanced({ query: 'Otakaari 1', filters: ['postalCode = "02150"'] });
    expect(result).toMatchObject({ hasMore: false, limit: 20, offset: 0, query: 'Otakaari 1' });
    expect(result.hits[0]?.buildings?.[0]?.permanentBuildingIdentifier).toBe('102987654K');
  });

  it('getAddress returns one address with its buildings, by the id of a typeahead hit', async () => {
    const [hit] = (await client.searchAddresses({ q: 'Mannerheimintie 5', limit: '1' })).hits;
    expect(hit?.id).toBe('6f1c2b7e-4a1d-4c3e-9b8a-2d5e7f901234');
    const address = await client.getAddress(hit?.id ?? '');
    expect(address).toMatchObject({ addressFin: 'Mannerheimintie 5', coordinates: { latitude: 60.1684 } });
    expect(address.buildings).toHaveLength(1);
  });
});

describe('errors become VihjeApiError with the status and the API message', () => {
  it.each([
    ['address typeahead q shorter than 2', () => client.searchAddresses({ q: 'O' })],
    ['advanced address search with an empty query', () => client.searchAddressesAdvanced({ query: '' })],
    ['advanced company search with limit 0', () => client.searchCompaniesAdvanced({ limit: 0 })],
    ['advanced company search with limit 101', () => client.searchCompaniesAdvanced({ limit: 101 })],
  ])('400 for %s', async (_, call) => {
    const error = await apiError(call());
    expect(error).toMatchObject({ status: 400, error: 'invalid request format', name: 'VihjeApiError' });
    expect(error.message).toBe('Vihje API 400: invalid request format');
  });

  it('401 when no key reaches the API', async () => {
    const dropKey: typeof fetch = (input, init) => fetch(input, { ...init, headers: {} });
    const keyless = createVihjeClient({ apiKey, baseUrl: mock.url, fetch: dropKey });
    expect(await apiError(keyless.searchCompanies({ q: 'x' }))).toMatchObject({
      status: 401,
      error: 'invalid or missing token',
    });
  });

  it('404 for IDs that no record has', async () => {
    expect(await apiError(client.getCompany('0201256-6'))).toMatchObject({ status: 404, error: 'resource not found' });
    // The lookup lists no 400: a malformed business ID names no company.
    expect(await apiError(client.getCompany('123456'))).toMatchObject({ status: 404, error: 'resource not found' });
    expect(await apiError(client.getAddress('no-such-address'))).toMatchObject({
      status: 404,
      error: 'Address not found',
    });
  });

  it('500 with the documented message', async () => {
    const failing = createVihjeClient({ apiKey, baseUrl: mock.url, fetch: withHeader('Prefer', 'code=500') });
    expect(await apiError(failing.searchPostalCodes({ q: '00100' }))).toMatchObject({
      status: 500,
      error: 'Search error',
    });
    expect(await apiError(failing.getAddress('x'))).toMatchObject({ status: 500, error: 'internal server error' });
  });

  it('the status text when the error body is not the API’s JSON', async () => {
    const proxyPage: typeof fetch = async () =>
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' });
    const behindProxy = createVihjeClient({ apiKey, fetch: proxyPage });
    expect(await apiError(behindProxy.getAddress('x'))).toMatchObject({ status: 502, error: 'Bad Gateway' });
  });
});

describe('requests', () => {
  /** A client whose fetch records each request and answers `{}`. */
  function recording(baseUrl?: string) {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      requests.push({ url: String(input), init });
      return Response.json({});
    };
    return { requests, client: createVihjeClient({ apiKey, fetch: fetchSpy, ...(baseUrl ? { baseUrl } : {}) }) };
  }

  it('go to the production API by default, with the key as a bearer token', async () => {
    const { requests, client: recorded } = recording();
    await recorded.getCompany('2331972-7');
    expect(requests[0]?.url).toBe(`${site.apiUrl}/companies/2331972-7`);
    expect(requests[0]?.init?.headers).toMatchObject({ Authorization: `Bearer ${apiKey}` });
  });

  it('encode path and query parameters and accept a base URL with a trailing slash', async () => {
    const { requests, client: recorded } = recording('http://localhost:4010/');
    await recorded.getAddress('a/b c');
    await recorded.searchAddresses({ q: 'Hämeenkatu 10', limit: '5' });
    expect(requests.map((request) => request.url)).toEqual([
      'http://localhost:4010/addresses/a%2Fb%20c',
      'http://localhost:4010/addresses/search?q=H%C3%A4meenkatu+10&limit=5',
    ]);
  });

  it('post JSON bodies', async () => {
    const { requests, client: recorded } = recording();
    await recorded.searchAddressesAdvanced({ query: 'Otakaari', limit: 20 });
    expect(requests[0]?.init).toMatchObject({ method: 'POST', body: '{"query":"Otakaari","limit":20}' });
    expect(requests[0]?.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('pass the AbortSignal on, so an aborted call rejects without an answer', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.searchAddresses({ q: 'Otakaari' }, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const { requests, client: recorded } = recording();
    const signal = new AbortController().signal;
    await recorded.searchCompanies({ q: 'x' }, { signal });
    expect(requests[0]?.init?.signal).toBe(signal);
  });

  it('need an API key', () => {
    expect(() => createVihjeClient({ apiKey: '' })).toThrow(TypeError);
  });
});
