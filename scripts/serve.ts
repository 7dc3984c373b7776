/**
 * Serves the production build the way the published site behaves: clean URLs (`/data` → `data.html`), old `.html`
 * URLs and trailing slashes redirected to the plain path, the 404 page with a 404 status for anything else, and text
 * compressed as the CDN in front of the bucket sends it (so Lighthouse and the benchmark see real transfer sizes), each
 * file with the content type the bucket stores it with (shared/contentTypes.ts). A build made under a base
 * (`VIHJE_BASE=/previews/pr-42/`) is served under it, as the bucket serves a preview: `/previews/pr-42` redirects to
 * `/previews/pr-42/`, and any path outside the base is not found.
 * Used by `npm run preview` and by the browser tests.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { baseVariable, builtUnderBase, siteBase } from '../plugins/basePath';
import { contentTypeFor, fallbackContentType, htmlContentType } from '../shared/contentTypes';
import { normaliseLegacyPath } from '../shared/legacyPath';

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  /** The base the site was built under, `/previews/pr-42/`; `/` by default. */
  base?: string;
}

/** The canonical path for a request path, or null when it is already canonical. */
function canonicalPath(root: string, pathname: string): string | null {
  const legacy = normaliseLegacyPath(pathname);
  if (legacy !== null) return legacy;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const plain = pathname.replace(/\/+$/, '');
    const isPage = existsSync(path.join(root, `${plain}.html`)) || existsSync(path.join(root, plain, 'index.html'));
    if (plain !== '' && isPage) return plain;
  }
  return null;
}

/**
 * The type the bucket stores for the file a request path resolves to: by its name, and for a path without a known
 * extension, HTML (sirv resolves `/x` to `x.html` or `x/index.html`) unless a file has exactly that name.
 */
function contentTypeOf(root: string, pathname: string): string {
  const known = contentTypeFor(pathname);
  if (known !== undefined) return known;
  const file = path.join(root, pathname);
  return existsSync(file) && statSync(file).isFile() ? fallbackContentType : htmlContentType;
}

export async function startServer({ root, port, host = '127.0.0.1', base = '/' }: ServeOptions): Promise<Server> {
  const notFoundFile = path.join(root, '404.html');
  if (!existsSync(notFoundFile)) throw new Error(`${notFoundFile} is missing: run \`npm run build\` first.`);
  const notFoundPage = readFileSync(notFoundFile);
  if (base !== '/' && !builtUnderBase(notFoundPage, base)) {
    throw new Error(
      `${root} was not built under the base ${base}: build it with ${baseVariable}=${base}, or serve it with its own.`,
    );
  }
  const assets = sirv(root, {
    extensions: ['html'],
    etag: true,
    dotfiles: false,
    setHeaders: (response, pathname) => response.setHeader('content-type', contentTypeOf(root, pathname)),
  });
  // Typed for Express, but it only uses Node's request and response (its README shows a plain http server).
  const compress = compression() as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;

  const server = createServer((request, response) => {
    compress(request, response, () => serve(request, response));
  });
  const notFound = (response: ServerResponse): void => {
    response.writeHead(404, { 'content-type': htmlContentType }).end(notFoundPage);
  };
  function serve(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (base !== '/' && `${url.pathname}/` === base) {
      response.writeHead(301, { location: `${base}${url.search}` }).end();
      return;
    }
    if (!url.pathname.startsWith(base)) {
      notFound(response);
      return;
    }
    const pathname = `/${url.pathname.slice(base.length)}`;
    const target = canonicalPath(root, decodeURIComponent(pathname));
    if (target !== null) {
      response.writeHead(301, { location: `${base}${target.slice(1)}${url.search}` }).end();
      return;
    }
    request.url = `${pathname}${url.search}`;
    assets(request, response, () => notFound(response));
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Closes an HTTP server (one from `startServer`, say) and every connection it holds, for a caller whose clients are
 * done: a connection a browser still keeps (a request of a page that was closed mid-load) would otherwise keep
 * `close` waiting.
 */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const root = path.resolve(process.env.SITE_DIR ?? 'doc_build');
  const base = siteBase();
  startServer({ root, port, base }).then(
    () => console.log(`Serving ${root} at http://localhost:${port}${base}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
