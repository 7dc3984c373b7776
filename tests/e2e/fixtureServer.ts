import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { assertBasePathSiteBuilt, basePathBuildDir, basePathSiteBase } from '../../scripts/basePathSite';
import { assertFixtureSiteBuilt, fixtureBuildDir } from '../../scripts/fixtureSite';
import { startServer, stopServer } from '../../scripts/serve';

/**
 * Serves a build on a free loopback port (under `base`, as the bucket serves it) for the calling test file, from its
 * first test to its last; returns the origin, known once the server has started. `assertBuilt` says, before, how to
 * make the build when it is missing.
 */
function serveBuild(root: string, assertBuilt: () => void, base = '/'): () => string {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    assertBuilt();
    server = await startServer({ root, port: 0, base });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // Runs before the file's browser contexts close (Vitest runs the last registered first).
  afterAll(() => (server ? stopServer(server) : undefined));
  return () => origin;
}

/** The fixture site's build (scripts/fixtureSite.ts). */
export const serveFixtureSite = (): (() => string) => serveBuild(fixtureBuildDir, assertFixtureSiteBuilt);

/** The site built under a preview's base (scripts/basePathSite.ts), served under that base. */
export const serveBasePathSite = (): (() => string) =>
  serveBuild(basePathBuildDir, assertBasePathSiteBuilt, basePathSiteBase);
