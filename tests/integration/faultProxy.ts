/**
 * A loopback proxy in front of the test S3 server that can answer a request with an S3 error instead of passing it
 * on (to show retries and failures) and reports every response it passed on (to kill a publish midway).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopServer } from '../../scripts/serve';

/** What the proxy saw: the method and the object key (the path without the bucket). */
export interface ProxiedRequest {
  method: string;
  key: string;
}

export interface Fault {
  status: number;
  code: string;
}

export interface FaultProxyOptions {
  targetPort: number;
  /** A fault to answer with, or undefined to pass the request on. */
  fault?: (request: ProxiedRequest) => Fault | undefined;
  /** Called after a passed-on request got its answer from the server. */
  onAnswered?: (request: ProxiedRequest, status: number) => void;
}

export interface FaultProxy {
  endpoint: string;
  /** Every request, faulted or not, in arrival order. */
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const requests: ProxiedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'));
    const seen = { method: incoming.method ?? 'GET', key };
    requests.push(seen);
    const fault = options.fault?.(seen);
    if (fault) {
      incoming.resume();
      incoming.on('end', () => {
        outgoing
          .writeHead(fault.status, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${fault.code}</Code><Message>injected</Message></Error>`,
          );
      });
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: options.targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => options.onAnswered?.(seen, answer.statusCode ?? 0));
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () => stopServer(server),
  };
}
