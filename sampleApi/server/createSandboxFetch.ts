import type { SampleResponse, SampleServer } from './createSampleServer';
import type { DescribedOperation } from './describedOperations';

/** The sandbox: its request handler and the operations it answers. */
export interface Sandbox {
  server: SampleServer;
  operations: readonly DescribedOperation[];
}

/** Loads the sandbox's code and data on first use, once. */
let loading: Promise<Sandbox> | undefined;
export function loadSandbox(): Promise<Sandbox> {
  loading ??= import('./sandbox').then((module) => module.sandbox);
  return loading;
}

/** How a sandbox `fetch` decides and answers. */
export interface SandboxFetchOptions {
  /**
   * The API path a URL names when the sandbox answers it (`/companies/search`), or `undefined` for a URL it does not
   * answer, which goes to `passThrough`. Asked once the sandbox has loaded: a sandbox `fetch` is given only where its
   * requests are the sandbox's.
   */
  apiPath(url: URL, operations: readonly DescribedOperation[]): string | undefined;
  /** Where other requests go; the page's `fetch` by default. */
  passThrough?: typeof fetch;
  /** How long each answer takes, in milliseconds, so loading states and cancellation behave as over a network. */
  latencyMs?: number;
  /** Called with every request the sandbox answered. */
  onExchange?: (exchange: SandboxExchange) => void;
}

/** One request the sandbox answered, for tests and tools that watch the traffic. */
export interface SandboxExchange {
  method: string;
  /** The API path and query, as requested. */
  url: string;
  status: number;
  body: unknown;
}

/** Resolves after `ms`, or rejects with the signal's reason (an `AbortError`) as soon as it aborts. */
function delay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The HTTP response for a sample server's answer, JSON as the API sends it. */
function toResponse(answer: SampleResponse): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The request's body as text, whatever form `fetch` was given it in. */
async function bodyText(input: RequestInfo | URL, init: RequestInit | undefined): Promise<string> {
  if (init?.body !== undefined && init.body !== null) return new Response(init.body).text();
  return input instanceof Request ? input.clone().text() : '';
}

/**
 * A `fetch` that answers the sandbox's requests in this page, from the sample server, and sends every other request
 * where it went before. Nothing the sandbox answers leaves the page.
 */
export function createSandboxFetch({
  apiPath,
  passThrough,
  latencyMs = 0,
  onExchange,
}: SandboxFetchOptions): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://sandbox.invalid');
    const { server, operations } = await loadSandbox();
    const path = apiPath(url, operations);
    if (path === undefined) return (passThrough ?? globalThis.fetch)(input, init);
    const signal = init?.signal ?? request?.signal;
    const body = await bodyText(input, init);
    await delay(latencyMs, signal);
    const headers = new Headers(init?.headers ?? request?.headers);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const answer = server({ method, path, query: url.searchParams, headers: Object.fromEntries(headers), body });
    onExchange?.({ method, url: `${path}${url.search}`, status: answer.status, body: answer.body });
    return toResponse(answer);
  };
}
