import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SampleData } from '../../sampleApi/behaviour/createSampleApi';
import { sampleData } from '../../sampleApi/data/sampleData';
import { createSampleServer } from '../../sampleApi/server/createSampleServer';
import { type LoadedDescription, loadDescription } from './loadDescription';

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

/** Header names in lower case, repeated headers joined, as a `fetch` `Headers` would give them. */
function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

/**
 * The Node adapter of the sample server (`createSampleServer`): CORS for the reference's "Test request" in
 * `rspress dev`, then each request answered as the in-browser sandbox and `fixtureFetch` answer it.
 */
export function createMockHandler(
  description: LoadedDescription,
  options: Pick<MockServerOptions, 'data' | 'log' | 'onExchange'> = {},
) {
  const handle = createSampleServer({
    ...description,
    data: options.data ?? sampleData,
    log: options.log ?? console.warn,
  });
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://mock');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    const answer = handle({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: headersOf(request),
      body: await readBody(request),
    });
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
  const handle = createMockHandler(loadDescription(specFile), options);
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
