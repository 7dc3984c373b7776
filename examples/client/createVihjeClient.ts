import { site } from '../../shared/site';
import type {
  GetAddressResult,
  GetCompanyResult,
  SearchAddressesAdvancedBody,
  SearchAddressesAdvancedResult,
  SearchAddressesParams,
  SearchAddressesResult,
  SearchCompaniesAdvancedBody,
  SearchCompaniesAdvancedResult,
  SearchCompaniesParams,
  SearchCompaniesResult,
  SearchPostalCodesParams,
  SearchPostalCodesResult,
} from './types';
import { apiErrorFrom } from './VihjeApiError';

/** How the client is set up. */
export interface VihjeClientOptions {
  /** The API key, sent as a bearer token. Keep it on your server: never ship it to a browser. */
  apiKey: string;
  /** The API host; defaults to the production API. For `npm run mock`, the URL it prints (`mockApiUrl`). */
  baseUrl?: string;
  /** The `fetch` to use (a test double, a fetch with retries, …); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/** Per-call options. */
export interface RequestOptions {
  /** Aborts the request: the promise then rejects with the signal's reason (an `AbortError` by default). */
  signal?: AbortSignal;
}

/** One method per operation of the description. Each rejects with a `VihjeApiError` on a non-2xx answer. */
export interface VihjeClient {
  /** `GET /companies/{businessId}`: the full company record. 404 when no company has the ID. */
  getCompany(businessId: string, options?: RequestOptions): Promise<GetCompanyResult>;
  /** `GET /companies/search`: the company typeahead (hides black-rated and hidden companies). */
  searchCompanies(params?: SearchCompaniesParams, options?: RequestOptions): Promise<SearchCompaniesResult>;
  /** `POST /companies/search/advanced`: text query, filter expressions, projection and paging (`limit` 1–100). */
  searchCompaniesAdvanced(
    body: SearchCompaniesAdvancedBody,
    options?: RequestOptions,
  ): Promise<SearchCompaniesAdvancedResult>;
  /** `GET /postalcodes/search`: postal codes by code or postal office name. */
  searchPostalCodes(params?: SearchPostalCodesParams, options?: RequestOptions): Promise<SearchPostalCodesResult>;
  /** `GET /addresses/search`: the address typeahead; `q` needs at least 2 characters. Carries a `source` text. */
  searchAddresses(params: SearchAddressesParams, options?: RequestOptions): Promise<SearchAddressesResult>;
  /** `POST /addresses/search/advanced`: full addresses with buildings, paged with `limit`, `offset`, `hasMore`. */
  searchAddressesAdvanced(
    body: SearchAddressesAdvancedBody,
    options?: RequestOptions,
  ): Promise<SearchAddressesAdvancedResult>;
  /** `GET /addresses/{id}`: one full address with its buildings. 404 when no address has the ID. */
  getAddress(id: string, options?: RequestOptions): Promise<GetAddressResult>;
}

type QueryParams = Readonly<Record<string, string | undefined>>;

/** `?a=1&b=2` of the parameters that are set, or nothing. */
function queryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A typed client for the Vihje API with no dependencies: it needs only `fetch` (Node.js ≥ 18, browsers, Deno, Bun).
 * Parameters and results are the types generated from the API description.
 */
export function createVihjeClient({ apiKey, baseUrl = site.apiUrl, fetch }: VihjeClientOptions): VihjeClient {
  if (!apiKey) throw new TypeError('createVihjeClient: apiKey is required');
  const root = baseUrl.replace(/\/+$/, '');
  // Call the global lazily and unbound-safe: browsers throw "Illegal invocation" for a detached window.fetch.
  const send = fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<Result>(
    method: 'GET' | 'POST',
    path: string,
    { body, signal }: { body?: unknown; signal?: AbortSignal | undefined },
  ): Promise<Result> {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${apiKey}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await send(`${root}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) throw await apiErrorFrom(response);
    return (await response.json()) as Result;
  }

  const get = <Result>(path: string, options: RequestOptions = {}) =>
    request<Result>('GET', path, { signal: options.signal });
  const post = <Result>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<Result>('POST', path, { body, signal: options.signal });

  return {
    getCompany: (businessId, options) => get(`/companies/${encodeURIComponent(businessId)}`, options),
    searchCompanies: (params, options) => get(`/companies/search${queryString(params)}`, options),
    searchCompaniesAdvanced: (body, options) => post('/companies/search/advanced', body, options),
    searchPostalCodes: (params, options) => get(`/postalcodes/search${queryString(params)}`, options),
    searchAddresses: (params, options) => get(`/addresses/search${queryString(params)}`, options),
    searchAddressesAdvanced: (body, options) => post('/addresses/search/advanced', body, options),
    getAddress: (id, options) => get(`/addresses/${encodeURIComponent(id)}`, options),
  };
}
