import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeFor } from '../shared/contentTypes';
import { startServer, stopServer } from './serve';

const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Page not found</h1>',
  'data.html': '<h1>Data</h1>',
  'guides/index.html': '<h1>Guides</h1>',
  'blog/rss.xml': `<rss version="2.0"><channel>${'<item><title>A post</title></item>'.repeat(50)}</channel></rss>`,
  'blog/atom.xml': '<feed xmlns="http://www.w3.org/2005/Atom"/>',
  'sitemap.xml': '<urlset/>',
  'api/openapi.yaml': 'openapi: 3.1.0\n',
  'data.md': '# Data\n',
  CNAME: 'docs.example.com\n',
};

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vihje-serve-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  server = await startServer({ root, port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${origin}${url}`, { redirect: 'manual' });

describe('the preview server', () => {
  it.each(['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml', 'api/openapi.yaml', 'data.md'])(
    'serves %s with the content type the bucket stores it with',
    async (file) => {
      const response = await get(`/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentTypeFor(file));
    },
  );

  it('serves the feeds with their registered types, compressed', async () => {
    const rss = await get('/blog/rss.xml');
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
    expect((await get('/blog/atom.xml')).headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  });

  it.each([
    ['/', 'Home'],
    ['/data', 'Data'],
    ['/guides', 'Guides'],
  ])('serves the page %s as HTML', async (url, title) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(`<h1>${title}</h1>`);
  });

  it.each([
    ['/data.html', '/data'],
    ['/data/', '/data'],
    ['/data/index.html', '/data'],
    ['/guides/', '/guides'],
    ['/guides/index.html', '/guides'],
    ['/index.html', '/'],
    ['/data.html?q=1', '/data?q=1'],
  ])('redirects the old URL %s to %s', async (url, location) => {
    const response = await get(url);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('serves a file of unknown type as octet-stream, as the bucket stores it', async () => {
    expect((await get('/CNAME')).headers.get('content-type')).toBe('application/octet-stream');
  });

  it('answers a missing path with the 404 page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<h1>Page not found</h1>');
  });
});

describe('the preview server, for a build under a base', () => {
  const base = '/previews/pr-42/';
  let baseServer: Server;
  let baseOrigin: string;
  beforeAll(async () => {
    writeFileSync(path.join(root, '404.html'), `<link href="${base}static/css/styles.css"><h1>Page not found</h1>`);
    baseServer = await startServer({ root, port: 0, base });
    baseOrigin = `http://127.0.0.1:${(baseServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => baseServer?.close(resolve)));
  const getUnder = (url: string) => fetch(`${baseOrigin}${url}`, { redirect: 'manual' });

  it('serves the pages and files under the base, and nothing outside it', async () => {
    expect(await (await getUnder(`${base}data`)).text()).toBe('<h1>Data</h1>');
    expect((await getUnder(`${base}blog/rss.xml`)).headers.get('content-type')).toBe(contentTypeFor('blog/rss.xml'));
    for (const outside of ['/data', '/', '/previews/pr-4/data']) expect((await getUnder(outside)).status).toBe(404);
  });

  it('redirects the base without its slash, and old URLs, within the base', async () => {
    for (const [url, location] of [
      ['/previews/pr-42', base],
      [`${base}data.html`, `${base}data`],
      [`${base}guides/`, `${base}guides`],
    ]) {
      const response = await getUnder(url as string);
      expect([response.status, response.headers.get('location')], url).toEqual([301, location]);
    }
  });

  it('refuses a build made for another base', async () => {
    await expect(startServer({ root, port: 0, base: '/previews/other/' })).rejects.toThrow(
      /was not built under the base \/previews\/other\/: build it with VIHJE_BASE=\/previews\/other\//,
    );
  });
});

describe('stopServer', () => {
  it('closes the server while a client holds a request it never finished', async () => {
    const held = await startServer({ root, port: 0 });
    const socket = connect((held.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers begun and never ended: `close` alone waits for the request, up to Node's headers timeout of a minute.
    socket.write('GET /data HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await stopServer(held);
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(held.listening).toBe(false);
  });
});
