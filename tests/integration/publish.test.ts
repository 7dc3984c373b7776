/**
 * `npm run publish` end to end against a real S3-protocol server (s3rver on 127.0.0.1): the CLI runs as its own
 * process on fixture builds laid out like `doc_build/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve';
import { startFaultProxy } from './faultProxy';
import { writeFixtureSite } from './fixtureSite';
import { runPublish, startPublish } from './runPublish';
import { type BucketState, type S3TestServer, startS3Server } from './s3Server';

const html = 'text/html; charset=utf-8';
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

/** Every key of version 1 under a prefix, with the headers it must carry. */
const v1Objects: Record<string, [contentType: string, cacheControl: string]> = {
  '404.html': [html, revalidate],
  addresses: [html, revalidate],
  'addresses.html': [html, revalidate],
  'addresses/index.html': [html, revalidate],
  'api/openapi.json': ['application/json; charset=utf-8', revalidate],
  'api/openapi.yaml': ['application/yaml; charset=utf-8', revalidate],
  authentication: [html, revalidate],
  'authentication.html': [html, revalidate],
  'authentication/index.html': [html, revalidate],
  blog: [html, revalidate],
  'blog.html': [html, revalidate],
  'blog/atom.xml': ['application/atom+xml; charset=utf-8', revalidate],
  'blog/hello-vihje': [html, revalidate],
  'blog/hello-vihje.html': [html, revalidate],
  'blog/hello-vihje/index.html': [html, revalidate],
  'blog/index.html': [html, revalidate],
  'blog/rss.xml': ['application/rss+xml; charset=utf-8', revalidate],
  data: [html, revalidate],
  'data.html': [html, revalidate],
  'data.md': ['text/markdown; charset=utf-8', revalidate],
  'data/index.html': [html, revalidate],
  'favicon.svg': ['image/svg+xml', revalidate],
  guides: [html, revalidate],
  'guides/index.html': [html, revalidate],
  'index.html': [html, revalidate],
  'sitemap.xml': ['application/xml; charset=utf-8', revalidate],
  'static/css/styles.8dcfd21133.css': ['text/css; charset=utf-8', immutable],
  'static/font/inter.1f2e3d4c.woff2': ['font/woff2', immutable],
  'static/image/logo.a1b2c3d4.png': ['image/png', immutable],
  'static/js/async/route-1aeb46f659ad.f54c613a81.js': ['text/javascript; charset=utf-8', immutable],
  'static/js/index.3e13a30cff.js': ['text/javascript; charset=utf-8', immutable],
  'static/js/lib-react.15e684e68e.js': ['text/javascript; charset=utf-8', immutable],
  'static/js/lib-react.15e684e68e.js.LICENSE.txt': ['text/plain; charset=utf-8', immutable],
  'static/search_index.en.2ad4bf58.json': ['application/json; charset=utf-8', immutable],
};

/** The old URLs' keys of version 1: empty objects whose website redirect goes to the page's clean URL. */
const v1Redirects: Record<string, string> = {
  'addresses.html': '/addresses',
  'addresses/index.html': '/addresses',
  'authentication.html': '/authentication',
  'authentication/index.html': '/authentication',
  'blog.html': '/blog',
  'blog/hello-vihje.html': '/blog/hello-vihje',
  'blog/hello-vihje/index.html': '/blog/hello-vihje',
  'blog/index.html': '/blog',
  'data.html': '/data',
  'data/index.html': '/data',
  'guides/index.html': '/guides',
};

/** The ETag of an empty object. */
const emptyEtag = '"d41d8cd98f00b204e9800998ecf8427e"';

/** The keys version 2 adds and the keys it no longer has (relative to the prefix). */
const v2Added = ['static/js/index.5b7c9d1e2f.js', 'webhooks', 'webhooks.html', 'webhooks/index.html'];
const v2Removed = ['addresses', 'addresses.html', 'addresses/index.html', 'static/js/index.3e13a30cff.js'];

let s3: S3TestServer;
let work: string;
let site1: string;
let site2: string;
let bucketCount = 0;

/** A new, empty bucket for each test, so that tests never see each other's objects. */
async function newBucket(options?: { website?: boolean }): Promise<string> {
  const name = `site-${++bucketCount}`;
  await s3.createBucket(name, options);
  return name;
}

const publishArgs = (site: string, bucket: string, ...more: string[]) => [
  '--dir',
  site,
  '--bucket',
  bucket,
  '--endpoint',
  s3.endpoint,
  ...more,
];

const keysOf = (state: BucketState) => Object.keys(state);

/** Old URLs of version 1 and where a bucket website (and the preview) sends them. */
const oldUrls: Record<string, string> = {
  '/data.html': '/data',
  '/data/': '/data',
  '/data/index.html': '/data',
  '/blog.html': '/blog',
  '/blog/': '/blog',
  '/blog/index.html': '/blog',
  '/blog/hello-vihje.html': '/blog/hello-vihje',
  '/blog/hello-vihje/': '/blog/hello-vihje',
  '/authentication.html': '/authentication',
  '/guides/': '/guides',
  '/guides/index.html': '/guides',
};

beforeAll(async () => {
  s3 = await startS3Server();
  work = mkdtempSync(path.join(os.tmpdir(), 'vihje-publish-'));
  site1 = path.join(work, 'v1');
  site2 = path.join(work, 'v2');
  writeFixtureSite(site1, 1);
  writeFixtureSite(site2, 2);
});

afterAll(async () => {
  await s3?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run publish against an S3-protocol server', { timeout: 30_000 }, () => {
  it('first publish stores every file, page and old-URL redirect under its key with its headers', async () => {
    const bucket = await newBucket();
    const run = await runPublish(publishArgs(site1, bucket, '--prefix', 'docs'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    const state = await s3.state(bucket);
    const expected = Object.fromEntries(
      Object.entries(v1Objects).map(([key, [contentType, cacheControl]]) => {
        const redirectLocation = v1Redirects[key];
        return [`docs/${key}`, { contentType, cacheControl, ...(redirectLocation ? { redirectLocation } : {}) }];
      }),
    );
    expect(Object.fromEntries(Object.entries(state).map(([key, { etag: _, ...headers }]) => [key, headers]))).toEqual(
      expected,
    );
    // The old URLs' objects are empty; the page is under its clean URL.
    for (const key of Object.keys(v1Redirects)) expect(state[`docs/${key}`]?.etag).toBe(emptyEtag);
    expect(state['docs/data']?.etag).not.toBe(emptyEtag);
    expect(run.stdout).toContain(`Uploaded ${Object.keys(v1Objects).length} objects`);
    expect(run.stdout).toContain('skipped 0 objects');
    // Not a terminal: one plain line per object.
    expect(run.stdout).toMatch(/^ {2}uploaded docs\/static\/js\/index\.3e13a30cff\.js \(16 B\)$/m);
  });

  it('a second publish of the same build uploads nothing', async () => {
    const bucket = await newBucket();
    await runPublish(publishArgs(site1, bucket, '--prefix', 'docs'));
    const before = await s3.state(bucket);

    const proxy = await startFaultProxy({ targetPort: s3.port });
    try {
      const run = await runPublish([...publishArgs(site1, bucket, '--prefix', 'docs'), '--endpoint', proxy.endpoint]);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Uploaded 0 objects (0 B), skipped ${Object.keys(v1Objects).length} objects`);
      expect(proxy.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    } finally {
      await proxy.close();
    }
    expect(await s3.state(bucket)).toEqual(before);
  });

  it('a changed build uploads only what changed, and --prune deletes only stale keys under the prefix', async () => {
    const bucket = await newBucket();
    const outside = ['other/keep.txt', 'docs-old/index.html', 'docs', 'readme.txt'];
    for (const key of outside) await s3.putText(bucket, key, `not ours: ${key}`);
    await runPublish(publishArgs(site1, bucket, '--prefix', 'docs/'));
    const before = await s3.state(bucket);

    const proxy = await startFaultProxy({ targetPort: s3.port });
    try {
      const run = await runPublish([
        ...publishArgs(site2, bucket, '--prefix', 'docs/', '--prune'),
        '--endpoint',
        proxy.endpoint,
      ]);
      expect(run.status).toBe(0);
      const put = proxy.requests.filter((request) => request.method === 'PUT').map((request) => request.key);
      const deleted = proxy.requests.filter((request) => request.method === 'DELETE').map((request) => request.key);
      // Changed: the entry script (new hash), index.html, data, the RSS feed; added: webhooks and its redirects.
      // The redirects of pages that were already there are unchanged: empty, to the same clean URL.
      expect(put.sort()).toEqual(
        [
          'blog/rss.xml',
          'data',
          'index.html',
          'static/js/index.5b7c9d1e2f.js',
          'webhooks',
          'webhooks.html',
          'webhooks/index.html',
          // Every page names the entry script, so every page changed.
          '404.html',
          'authentication',
          'blog',
          'blog/hello-vihje',
          'guides',
        ]
          .map((key) => `docs/${key}`)
          .sort(),
      );
      expect(deleted.sort()).toEqual(v2Removed.map((key) => `docs/${key}`).sort());
      // The new asset went up before any page, and deletions came after the last upload.
      const order = proxy.requests.filter((request) => request.method !== 'GET').map((request) => request.key);
      expect(order[0]).toBe('docs/static/js/index.5b7c9d1e2f.js');
      expect(order.slice(-v2Removed.length).sort()).toEqual(v2Removed.map((key) => `docs/${key}`).sort());
      expect(run.stdout).toMatch(/Uploaded 12 objects \(.+\), skipped \d+ objects \(.+\) unchanged, deleted 4 objects/);
    } finally {
      await proxy.close();
    }

    const after = await s3.state(bucket);
    for (const key of outside) expect(after[key]).toEqual(before[key]);
    const expectedKeys = [...Object.keys(v1Objects).filter((key) => !v2Removed.includes(key)), ...v2Added]
      .map((key) => `docs/${key}`)
      .concat(outside)
      .sort();
    expect(keysOf(after)).toEqual(expectedKeys);
    expect(after['docs/static/css/styles.8dcfd21133.css']).toEqual(before['docs/static/css/styles.8dcfd21133.css']);
  });

  it('--dry-run prints the plan and changes nothing', async () => {
    const bucket = await newBucket();
    await runPublish(publishArgs(site1, bucket));
    const before = await s3.state(bucket);

    const run = await runPublish(publishArgs(site2, bucket, '--prune', '--dry-run'));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `upload  [assets] static/js/index.5b7c9d1e2f.js (new, 16 B, text/javascript; charset=utf-8; ${immutable})`,
    );
    expect(run.stdout).toContain('upload  [pages] webhooks (new,');
    expect(run.stdout).toContain('upload  [redirects] webhooks.html (new, redirect to /webhooks)');
    expect(run.stdout).toContain('delete  [prune] addresses.html');
    expect(run.stdout).toMatch(/Dry run: would upload 12 objects .*delete 4 objects .*Nothing was changed\./);
    expect(await s3.state(bucket)).toEqual(before);
  });

  it('a publish killed midway leaves the old pages whole, and the re-run converges to the intended state', async () => {
    const reference = await newBucket();
    await runPublish(publishArgs(site2, reference, '--prefix', 'docs'));
    const intended = await s3.state(reference);

    const bucket = await newBucket();
    await s3.putText(bucket, 'other/keep.txt', 'not ours');
    await runPublish(publishArgs(site1, bucket, '--prefix', 'docs'));

    // One upload at a time; the publish is killed (SIGKILL, no clean-up) when the 4th upload has been answered.
    let answeredPuts = 0;
    let killed: ReturnType<typeof startPublish> | undefined;
    const proxy = await startFaultProxy({
      targetPort: s3.port,
      onAnswered: (request) => {
        if (request.method === 'PUT' && ++answeredPuts === 4) killed?.child.kill('SIGKILL');
      },
    });
    try {
      killed = startPublish([
        ...publishArgs(site2, bucket, '--prefix', 'docs', '--prune', '--concurrency', '1'),
        '--endpoint',
        proxy.endpoint,
      ]);
      const { status } = await killed.done;
      expect(status).toBeNull();
    } finally {
      await proxy.close();
    }
    const midway = await s3.state(bucket);
    // Nothing was deleted: stale pages and the old entry script are still there for the pages that use them.
    for (const key of v2Removed) expect(midway[`docs/${key}`]).toBeDefined();
    expect(midway['docs/static/js/index.5b7c9d1e2f.js']).toBeDefined();

    const rerun = await runPublish(publishArgs(site2, bucket, '--prefix', 'docs', '--prune'));
    expect(rerun.status).toBe(0);
    const uploaded = Number(/Uploaded (\d+) objects/.exec(rerun.stdout)?.[1]);
    expect(uploaded).toBeLessThan(12);
    const { 'other/keep.txt': kept, ...final } = await s3.state(bucket);
    expect(kept).toBeDefined();
    expect(final).toEqual(intended);
  });

  it('retries throttling and 5xx answers, and still stores every object', async () => {
    const bucket = await newBucket();
    const tries = new Map<string, number>();
    const proxy = await startFaultProxy({
      targetPort: s3.port,
      fault: ({ method, key }) => {
        if (method !== 'PUT') return undefined;
        const attempt = (tries.get(key) ?? 0) + 1;
        tries.set(key, attempt);
        if (key.startsWith('static/') && attempt === 1) return { status: 503, code: 'SlowDown' };
        if (key === 'data.html' && attempt <= 2) return { status: 500, code: 'InternalError' };
        return undefined;
      },
    });
    try {
      const run = await runPublish([
        ...publishArgs(site1, bucket, '--max-attempts', '3'),
        '--endpoint',
        proxy.endpoint,
      ]);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(tries.get('static/js/index.3e13a30cff.js')).toBe(2);
      expect(tries.get('data.html')).toBe(3);
    } finally {
      await proxy.close();
    }
    expect(keysOf(await s3.state(bucket))).toEqual(Object.keys(v1Objects).sort());
  });

  it('a key that keeps failing exits non-zero, names the key, and no page goes up', async () => {
    const bucket = await newBucket();
    const proxy = await startFaultProxy({
      targetPort: s3.port,
      fault: ({ method, key }) =>
        method === 'PUT' && key === 'static/js/index.3e13a30cff.js'
          ? { status: 500, code: 'InternalError' }
          : undefined,
    });
    try {
      const run = await runPublish([
        ...publishArgs(site1, bucket, '--max-attempts', '2'),
        '--endpoint',
        proxy.endpoint,
      ]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Failed: 1 key');
      expect(run.stderr).toMatch(/upload static\/js\/index\.3e13a30cff\.js: .*HTTP 500, 2 attempts/);
      expect(run.stderr).toContain('Not run, because of the failures above: files, pages');
    } finally {
      await proxy.close();
    }
    const keys = keysOf(await s3.state(bucket));
    expect(keys.every((key) => key.startsWith('static/'))).toBe(true);
    expect(keys).not.toContain('index.html');
  });

  it('a bucket that does not exist fails before anything is written, with the S3 error', async () => {
    const run = await runPublish(publishArgs(site1, 'no-such-bucket'));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^publish: NoSuchBucket: .*\(HTTP 404, 1 attempt\)$/m);
    expect(run.stdout).not.toContain('Uploading');
  });

  it('a bucket served as a static website answers every route at its clean URL, and old URLs with a 301', async () => {
    const bucket = await newBucket({ website: true });
    expect((await runPublish(publishArgs(site1, bucket))).status).toBe(0);

    const pages: Record<string, string> = {
      '/': 'Vihje API documentation',
      '/index.html': 'Vihje API documentation',
      '/authentication': 'Authentication',
      '/addresses': 'Addresses',
      '/data': 'Data reference',
      '/blog': 'Blog',
      '/blog/hello-vihje': 'Hello, Vihje',
      '/guides': 'Guides',
    };
    for (const [url, title] of Object.entries(pages)) {
      const response = await s3.websiteGet(bucket, url);
      expect({ url, status: response.status, type: response.contentType }).toEqual({ url, status: 200, type: html });
      expect(response.body).toContain(`<h1>${title}</h1>`);
      expect(response.cacheControl).toBe(revalidate);
    }

    for (const [url, location] of Object.entries(oldUrls)) {
      const response = await s3.websiteGet(bucket, url);
      expect({ url, status: response.status, location: response.location }).toEqual({ url, status: 301, location });
    }

    const files: Record<string, string> = {
      '/blog/rss.xml': 'application/rss+xml; charset=utf-8',
      '/blog/atom.xml': 'application/atom+xml; charset=utf-8',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/api/openapi.json': 'application/json; charset=utf-8',
      '/data.md': 'text/markdown; charset=utf-8',
      '/static/js/index.3e13a30cff.js': 'text/javascript; charset=utf-8',
    };
    for (const [url, type] of Object.entries(files)) {
      const response = await s3.websiteGet(bucket, url);
      expect({ url, status: response.status, type: response.contentType }).toEqual({ url, status: 200, type });
    }

    const missing = await s3.websiteGet(bucket, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.contentType).toBe(html);
    expect(missing.body).toContain('<h1>Page not found</h1>');
  });

  it('the bucket website and `npm run preview` answer every URL alike, /index.html aside', async () => {
    const bucket = await newBucket({ website: true });
    expect((await runPublish(publishArgs(site1, bucket))).status).toBe(0);
    const preview = await startServer({ root: site1, port: 0 });
    const { port } = preview.address() as AddressInfo;
    try {
      const urls = [
        '/',
        '/data',
        '/blog',
        '/blog/hello-vihje',
        '/guides',
        ...Object.keys(oldUrls),
        '/blog/rss.xml',
        '/blog/atom.xml',
        '/sitemap.xml',
        '/api/openapi.json',
        '/api/openapi.yaml',
        '/data.md',
        '/favicon.svg',
        '/static/js/index.3e13a30cff.js',
        '/static/font/inter.1f2e3d4c.woff2',
        '/no-such-page',
      ];
      for (const url of urls) {
        const fromBucket = await s3.websiteGet(bucket, url);
        const fromPreview = await fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' });
        const answer = (status: number, location: string | null | undefined, type: string | null | undefined) =>
          status === 301 ? { url, status, location } : { url, status, type };
        expect(
          answer(fromPreview.status, fromPreview.headers.get('location'), fromPreview.headers.get('content-type')),
        ).toEqual(answer(fromBucket.status, fromBucket.location, fromBucket.contentType));
      }
      // The bucket's index document is the home page itself, so it cannot redirect /index.html to /.
      expect((await s3.websiteGet(bucket, '/index.html')).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/index.html`, { redirect: 'manual' })).status).toBe(301);
    } finally {
      await new Promise((resolve) => preview.close(resolve));
    }
  });
});
