import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { assertFixtureSiteBuilt, fixtureBuildDir } from '../../scripts/fixtureSite';
import { startServer } from '../../scripts/serve';

/**
 * Serves the fixture site's build (scripts/fixtureSite.ts) on a free loopback port for the calling test file, from
 * its first test to its last; returns the origin, known once the server has started.
 */
export function serveFixtureSite(): () => string {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    assertFixtureSiteBuilt();
    server = await startServer({ root: fixtureBuildDir, port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return () => origin;
}
