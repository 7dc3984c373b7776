import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBuildMarker } from '../../plugins/testHooks';
import { md5Hex } from './localFiles';
import { memoryStore } from './memoryStore';
import type { Progress } from './progress';
import { type PublishOptions, publish } from './publish';
import type { ObjectStore } from './store';

const silent: Progress = { step() {}, done() {}, failed() {}, endStep() {} };

let dir: string;
const options = (more: Partial<PublishOptions> = {}): PublishOptions => ({
  dir,
  keyPrefix: 'docs/',
  dryRun: false,
  prune: false,
  force: false,
  concurrency: 1,
  ...more,
});

function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-publish-unit-'));
  write({ 'index.html': 'home', 'data.html': 'data', 'sitemap.xml': 'map', 'static/js/index.3e13a30cff.js': 'js' });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('publish', () => {
  it('uploads assets, then other files, then pages, then redirects, then prunes, and counts objects and bytes', async () => {
    const { store, calls, objects } = memoryStore({ 'docs/old.html': 'old!', 'elsewhere/x': 'x' });
    const result = await publish(options({ prune: true }), store, silent);
    expect(calls).toEqual([
      'put docs/static/js/index.3e13a30cff.js',
      'put docs/sitemap.xml',
      'put docs/data',
      'put docs/index.html',
      'put docs/data.html',
      'put docs/data/index.html',
      'delete docs/old.html',
    ]);
    expect(result.uploaded).toEqual({ count: 6, bytes: 2 + 3 + 4 + 4 });
    expect(result.deleted).toEqual({ count: 1, bytes: 4 });
    expect(result.failures).toEqual([]);
    expect(objects.get('docs/data')?.contentType).toBe('text/html; charset=utf-8');
    expect(Buffer.from(objects.get('docs/data')?.body ?? []).toString()).toBe('data');
    for (const key of ['docs/data.html', 'docs/data/index.html']) {
      expect(objects.get(key)).toMatchObject({ redirectTo: '/data', md5: md5Hex(new Uint8Array()) });
      expect(objects.get(key)?.body.byteLength).toBe(0);
    }
    expect(objects.has('elsewhere/x')).toBe(true);
  });

  it('stops before the next step when a key fails, and never prunes after a failure', async () => {
    const { store, calls } = memoryStore({ 'docs/old.html': 'old!' }, new Set(['docs/sitemap.xml']));
    const result = await publish(options({ prune: true }), store, silent);
    expect(calls).toEqual(['put docs/static/js/index.3e13a30cff.js', 'put docs/sitemap.xml']);
    expect(result.failures).toEqual([{ key: 'docs/sitemap.xml', action: 'upload', message: 'injected' }]);
    expect(result.notRun).toEqual(['pages', 'redirects', 'prune']);
  });

  it('changes nothing on a dry run but reports what it would do', async () => {
    const { store, calls } = memoryStore({ 'docs/old.html': 'old!', 'docs/sitemap.xml': 'map' });
    const result = await publish(options({ prune: true, dryRun: true }), store, silent);
    expect(calls).toEqual([]);
    expect(result.uploaded.count).toBe(5);
    expect(result.skipped).toEqual({ count: 1, bytes: 3 });
    expect(result.deleted).toEqual({ count: 1, bytes: 4 });
  });

  it('refuses a directory without index.html, before touching the bucket', async () => {
    rmSync(path.join(dir, 'index.html'));
    const { store, calls } = memoryStore();
    await expect(publish(options({ prune: true }), store, silent)).rejects.toThrow(/no index\.html/);
    expect(calls).toEqual([]);
  });

  it('refuses the test build, before touching the bucket', async () => {
    write({ [testBuildMarker]: 'test build' });
    const { store, calls } = memoryStore();
    await expect(publish(options({ prune: true }), store, silent)).rejects.toThrow(/is a test build/);
    expect(calls).toEqual([]);
  });

  it('at the bucket root with --prune, leaves the previews root alone', async () => {
    const { store, objects } = memoryStore({ 'old.html': 'old!', 'previews/pr-1/index.html': 'preview' });
    const result = await publish(options({ keyPrefix: '', reservedPrefix: 'previews/', prune: true }), store, silent);
    expect(result.failures).toEqual([]);
    expect(objects.has('old.html')).toBe(false);
    expect(objects.has('previews/pr-1/index.html')).toBe(true);
    expect(objects.has('index.html')).toBe(true);
  });

  it('leaves out a redirect under the previews root with a warning, and refuses a file there', async () => {
    write({ 'previews.html': 'a page named previews' });
    const { store, objects } = memoryStore();
    const result = await publish(options({ keyPrefix: '', reservedPrefix: 'previews/' }), store, silent);
    expect(result.warnings).toContain(
      'redirect previews/index.html → /previews left out: the key is under the previews root previews/',
    );
    expect(objects.has('previews')).toBe(true);
    expect(objects.has('previews.html')).toBe(true);
    expect(objects.has('previews/index.html')).toBe(false);

    write({ 'previews/pr-1/index.html': 'not the site' });
    const empty = memoryStore();
    await expect(publish(options({ keyPrefix: '', reservedPrefix: 'previews/' }), empty.store, silent)).rejects.toThrow(
      'the build has 1 file under the previews root previews/ (previews/pr-1/index.html): move the previews with ' +
        '--previews-root.',
    );
    expect(empty.calls).toEqual([]);
  });

  it('fails a file whose bytes changed after the plan compared them', async () => {
    const { store } = memoryStore();
    const racing: ObjectStore = {
      ...store,
      async list(prefix) {
        const listed = await store.list(prefix);
        write({ 'sitemap.xml': 'map, rewritten' });
        return listed;
      },
    };
    const result = await publish(options(), racing, silent);
    expect(result.failures).toEqual([
      { key: 'docs/sitemap.xml', action: 'upload', message: 'sitemap.xml changed on disk during the publish' },
    ]);
  });
});
