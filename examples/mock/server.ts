import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadMockApi, type MockApi, type MockOperation } from './loadMockApi';
import { validateRequest } from './validateRequest';

/** Where and what the mock serves. */
export interface MockServerOptions {
  /** The API description to serve. */
  specFile: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where the reasons for 400 answers go; the console by default. */
  log?: (line: string) => void;
}

/** The running mock: its Node server and the base URL to give the client. */
export interface MockServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** The lookups by ID: the path parameter is the record's field of the same name; other operations' hits count too. */
const lookups: Readonly<Record<string, { field: string; alsoFrom: string }>> = {
  getCompany: { field: 'businessId', alsoFrom: 'searchCompaniesAdvanced' },
  getAddress: { field: 'id', alsoFrom: 'searchAddressesAdvanced' },
};

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Prefer',
};

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The operation for a method and path, literal paths first (`/companies/search` is not a business ID). */
function matcher(api: MockApi) {
  const routes = api.operations
    .map((operation) => {
      const names: string[] = [];
      const source = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { operation, names, pattern: new RegExp(`^${source}$`) };
    })
    .sort((a, b) => a.names.length - b.names.length);
  return (method: string, pathname: string) => {
    let pathKnown = false;
    for (const { operation, names, pattern } of routes) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      pathKnown = true;
      if (operation.method !== method) continue;
      const pathParameters = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      return { operation, pathParameters };
    }
    return pathKnown ? 'wrong method' : null;
  };
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return error as SyntaxError;
  }
}

/** `Prefer: code=500` asks for a documented status (the convention of the Prism mock server). */
function preferredStatus(request: IncomingMessage): number | null {
  const match = /(?:^|[,;\s])code=(\d{3})\b/.exec(String(request.headers.prefer ?? ''));
  return match ? Number(match[1]) : null;
}

/** The record with this ID among the operation's examples and the hits of its companion search. */
function lookUp(api: MockApi, operation: MockOperation, id: string): unknown {
  const lookup = lookups[operation.operationId];
  if (!lookup) return operation.responses.get(200)?.body;
  const companion = api.operations.find((candidate) => candidate.operationId === lookup.alsoFrom);
  const hits = (companion?.okExamples ?? []).flatMap((example) => (example as { hits?: unknown[] }).hits ?? []);
  return [...operation.okExamples, ...hits].find(
    (record) => (record as Record<string, unknown> | null)?.[lookup.field] === id,
  );
}

function errorBody(operation: MockOperation, status: number, fallback: unknown): unknown {
  return operation.responses.get(status)?.body ?? fallback;
}

/**
 * The request handler: 401 without a bearer key, 400 when the request breaks the description's schemas, 404 for an
 * unknown ID, the documented example otherwise; `Prefer: code=N` answers with the documented example for status N.
 */
export function createMockHandler(api: MockApi, log: (line: string) => void = console.warn) {
  const match = matcher(api);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://mock');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    const route = match(method, url.pathname);
    if (route === null) return send(response, 404, api.errors.notFound);
    if (route === 'wrong method') return send(response, 405, { error: `${method} is not allowed on ${url.pathname}` });
    const { operation, pathParameters } = route;

    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      return send(response, 401, errorBody(operation, 401, { error: 'invalid or missing token' }));
    }
    const preferred = preferredStatus(request);
    if (preferred !== null) {
      const documented = operation.responses.get(preferred);
      if (documented) return send(response, documented.status, documented.body);
      const known = [...operation.responses.keys()].join(', ');
      return send(response, 400, {
        error: `Prefer: code=${preferred} is not documented for ${operation.operationId} (${known})`,
      });
    }
    const problem = validateRequest(operation, {
      pathParameters,
      query: url.searchParams,
      body: operation.body ? await readJsonBody(request) : undefined,
    });
    if (problem) {
      // The API says only "invalid request format"; the console says why, for the developer running the mock.
      log(`mock: 400 for ${method} ${url.pathname}${url.search}: ${problem}`);
      return send(response, 400, errorBody(operation, 400, api.errors.badRequest));
    }
    const [id] = Object.values(pathParameters);
    const record = id === undefined ? operation.responses.get(200)?.body : lookUp(api, operation, id);
    if (record === undefined) return send(response, 404, errorBody(operation, 404, api.errors.notFound));
    send(response, 200, record);
  };
}

/** Starts the mock on `host:port` (loopback by default) and resolves once it accepts connections. */
export async function startMockServer({
  specFile,
  port,
  host = '127.0.0.1',
  log,
}: MockServerOptions): Promise<MockServer> {
  const handle = createMockHandler(await loadMockApi(specFile), log);
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) send(response, 500, { error: 'internal server error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  const urlHost = host === '127.0.0.1' || host === '::1' ? 'localhost' : host;
  return {
    server,
    url: `http://${urlHost}:${actualPort}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
