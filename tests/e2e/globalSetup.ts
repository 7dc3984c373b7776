import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testBuildMarker } from '../../plugins/testHooks';
import { startServer, stopServer } from '../../scripts/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the test build (the production build plus the test hooks) on a free loopback port for the whole e2e run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve('doc_build');
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('doc_build/ has no index.html: run `npm run build:test` before the browser tests.');
  }
  if (!existsSync(path.join(root, testBuildMarker))) {
    throw new Error('doc_build/ is a production build, without the test hooks: run `npm run build:test` first.');
  }
  const server = await startServer({ root, port: 0 });
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => stopServer(server);
}
