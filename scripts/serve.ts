/**
 * Serves the production build the way the published site behaves: clean URLs (`/data` → `data.html`), old `.html`
 * URLs and trailing slashes redirected to the plain path, the 404 page with a 404 status for anything else, and text
 * compressed as the CDN in front of the bucket sends it (so Lighthouse and the benchmark see real transfer sizes), each
 * file with the content type the bucket stores it with (shared/contentTypes.ts).
 * Used by `npm run preview` and by the browser tests.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { contentTypeFor, fallbackContentType, htmlContentType } from '../shared/contentTypes';
import { normaliseLegacyPath } from '../theme/logic/legacyPath';

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
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

export async function startServer({ root, port, host = '127.0.0.1' }: ServeOptions): Promise<Server> {
  const notFoundFile = path.join(root, '404.html');
  if (!existsSync(notFoundFile)) throw new Error(`${notFoundFile} is missing: run \`npm run build\` first.`);
  const notFoundPage = readFileSync(notFoundFile);
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
  function serve(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const target = canonicalPath(root, decodeURIComponent(url.pathname));
    if (target !== null) {
      response.writeHead(301, { location: `${target}${url.search}` }).end();
      return;
    }
    assets(request, response, () => {
      response.writeHead(404, { 'content-type': htmlContentType }).end(notFoundPage);
    });
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const root = path.resolve(process.env.SITE_DIR ?? 'doc_build');
  startServer({ root, port }).then(
    () => console.log(`Serving ${root} at http://localhost:${port}/`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
