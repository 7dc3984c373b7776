import { createSandboxFetch } from '../../sampleApi/server/createSandboxFetch';
import { site } from '../../shared/site';
import { recordSandboxExchange } from './sandboxHooks';

/** The API path of a URL on the production host (`/companies/search`), or `undefined` for any other URL. */
function productionApiPath(url: URL): string | undefined {
  const api = new URL(site.apiUrl);
  if (url.origin !== api.origin) return undefined;
  const base = api.pathname.replace(/\/+$/, '');
  // Scalar joins the sandbox's URL (the host with a trailing slash) and the path with a doubled slash.
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

/**
 * A `fetch` that answers requests to the API's host from the in-browser sandbox and sends every other request to
 * the network. Give it only where the reader chose the sandbox: it answers for the production host.
 */
export const sandboxFetch: typeof fetch = createSandboxFetch({
  apiPath: productionApiPath,
  ...(VIHJE_TEST_HOOKS ? { onExchange: recordSandboxExchange } : {}),
});

/** The key the sandbox fills in for a reader who gives none: it takes any bearer key. */
const sandboxKey = 'sandbox';

/**
 * The sandbox as readers use it, from `/api` and the docs' "Try it": no key needed, so a request without one (or
 * with an empty bearer token, as Scalar sends an empty token field) carries the sandbox's. Any other key is sent as
 * given: a malformed one still gets the API's 401.
 */
export const readerSandboxFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (/^(Bearer\s*)?$/i.test(headers.get('authorization')?.trim() ?? '')) {
    headers.set('authorization', `Bearer ${sandboxKey}`);
  }
  return sandboxFetch(input, { ...init, headers });
};
