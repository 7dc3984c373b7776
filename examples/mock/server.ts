import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAPIBackend, Operation } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { sampleData } from '../fixtures/sampleData';
import { createSampleApi, type SampleData } from '../sampleApi/createSampleApi';
import { createHandlers, type MockAnswer } from './handlers';
import { loadDescription } from './loadDescription';

/** One request the mock answered, for tests and tools that watch the traffic. */
export interface MockExchange {
  method: string;
  /** Path and query, as requested. */
  url: string;
  status: number;
  body: unknown;
}

/** Where and what the mock serves. */
export interface MockServerOptions {
  /** The API description to serve. */
  specFile: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The records to answer from; the sample data set by default. */
  data?: SampleData;
  /** Where the reasons for 4xx answers go; the console by default. */
  log?: (line: string) => void;
  /** Called with every answered request. */
  onExchange?: (exchange: MockExchange) => void;
}

/** The running mock: its Node server and the base URL to give the client. */
export interface MockServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Prefer',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The query parameters the operation describes, first value of each. Others are ignored, as most HTTP APIs do, and
 * logged: openapi-backend would reject them, and the postal code search, say, lists no 400 to reject them with.
 */
function describedQuery(operation: Operation | undefined, search: URLSearchParams, log: (line: string) => void) {
  const names = new Set(
    ((operation?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'query').map((p) => p.name),
  );
  const query: Record<string, string> = {};
  for (const [name, value] of search) {
    if (!names.has(name)) log(`mock: ignored query parameter "${name}", which ${operation?.operationId} does not take`);
    else if (!(name in query)) query[name] = value;
  }
  return query;
}

/** The request body when its media type is one the operation takes; otherwise none, which the validator reports. */
function describedBody(operation: Operation | undefined, contentType: string | undefined, text: string) {
  const takes = Object.keys((operation?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {});
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return takes.includes(mediaType) && text !== '' ? text : undefined;
}

/**
 * The request handler: openapi-backend routes the request to an operation of the description, applies `apiKeyAuth`
 * (any bearer key passes) and validates parameters and body against the description's schemas; the sample API
 * answers valid requests from the sample data set. Every answer's status is one the operation lists.
 */
export function createMockHandler(
  api: OpenAPIBackend,
  options: Pick<MockServerOptions, 'data' | 'log' | 'onExchange'> = {},
) {
  const log = options.log ?? console.warn;
  api.register(createHandlers(createSampleApi(options.data ?? sampleData), log));
  api.registerSecurityHandler('apiKeyAuth', (context) =>
    /^Bearer \S+$/.test(String(context.request.headers.authorization ?? '')),
  );

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://mock');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    const text = await readBody(request);
    const headers = request.headers as Record<string, string | string[]>;
    const operation = api.matchOperation({ method, path: url.pathname, headers });
    const answer = (await api.handleRequest({
      method,
      path: url.pathname,
      query: describedQuery(operation, url.searchParams, log),
      headers,
      body: describedBody(operation, request.headers['content-type'], text),
    })) as MockAnswer;
    response.writeHead(answer.status, {
      ...corsHeaders,
      ...answer.headers,
      'content-type': 'application/json; charset=utf-8',
    });
    response.end(JSON.stringify(answer.body));
    options.onExchange?.({ method, url: `${url.pathname}${url.search}`, status: answer.status, body: answer.body });
  };
}

/** Starts the mock on `host:port` (loopback by default) and resolves once it accepts connections. */
export async function startMockServer({
  specFile,
  port,
  host = '127.0.0.1',
  ...options
}: MockServerOptions): Promise<MockServer> {
  const handle = createMockHandler(await loadDescription(specFile), options);
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: 'internal server error' }));
      }
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
