import { describe, expect, it } from 'vitest';
import type { LocalFile } from './localFiles';
import { type DesiredObject, desiredObjects } from './objects';
import { etagMd5, planPublish, type RemoteObject } from './plan';

const md5 = (char: string) => char.repeat(32);
const file = (path: string, hash: string, size = 10): LocalFile => ({
  path,
  absolutePath: `/b/${path}`,
  size,
  md5: hash,
});

const build = (files: LocalFile[], keyPrefix = 'docs/'): DesiredObject[] => desiredObjects(files, keyPrefix).objects;
const remoteOf = (objects: DesiredObject[]): RemoteObject[] =>
  objects.map(({ key, md5, size }) => ({ key, etag: `"${md5}"`, size }));

const site = build([
  file('index.html', md5('1')),
  file('data.html', md5('2')),
  file('sitemap.xml', md5('3')),
  file('static/js/index.3e13a30cff.js', md5('4')),
]);

describe('etagMd5', () => {
  it.each([
    ['"0123456789abcdef0123456789ABCDEF"', '0123456789abcdef0123456789abcdef'],
    ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
    ['W/"0123456789abcdef0123456789abcdef"', '0123456789abcdef0123456789abcdef'],
  ])('reads the MD5 in %s', (etag, expected) => {
    expect(etagMd5(etag)).toBe(expected);
  });

  it.each(['"0123456789abcdef0123456789abcdef-3"', '"abc"', '', undefined])('finds no MD5 in %j', (etag) => {
    expect(etagMd5(etag)).toBeUndefined();
  });
});

describe('planPublish', () => {
  it('uploads everything to an empty bucket: hashed assets, then other files, then pages, then redirects', () => {
    const plan = planPublish({ desired: site, remote: [], keyPrefix: 'docs/', prune: true, force: false });
    expect(plan.uploads.map(({ key, phase, reason }) => `${phase} ${key} ${reason}`)).toEqual([
      'assets docs/static/js/index.3e13a30cff.js new',
      'files docs/sitemap.xml new',
      'pages docs/data new',
      'pages docs/index.html new',
      'redirects docs/data.html new',
      'redirects docs/data/index.html new',
    ]);
    expect(plan.unchanged).toEqual([]);
    expect(plan.deletions).toEqual([]);
  });

  it('skips every object whose MD5 and size the bucket already has', () => {
    const plan = planPublish({ desired: site, remote: remoteOf(site), keyPrefix: 'docs/', prune: true, force: false });
    expect(plan.uploads).toEqual([]);
    expect(plan.unchanged).toHaveLength(site.length);
  });

  it('uploads again what changed, what has a multipart ETag, and everything with force', () => {
    const remote = remoteOf(site).map((object) => {
      if (object.key === 'docs/sitemap.xml') return { ...object, etag: `"${md5('9')}"` };
      if (object.key === 'docs/index.html') return { ...object, etag: `"${md5('1')}-2"` };
      if (object.key === 'docs/data') return { ...object, size: 11 };
      return object;
    });
    const plan = planPublish({ desired: site, remote, keyPrefix: 'docs/', prune: false, force: false });
    expect(plan.uploads.map(({ key, reason }) => `${key} ${reason}`)).toEqual([
      'docs/sitemap.xml changed',
      'docs/data changed',
      'docs/index.html changed',
    ]);
    const forced = planPublish({
      desired: site,
      remote: remoteOf(site),
      keyPrefix: 'docs/',
      prune: false,
      force: true,
    });
    expect(forced.uploads.every(({ reason }) => reason === 'forced')).toBe(true);
    expect(forced.uploads).toHaveLength(site.length);
  });

  it('replaces a page copy left under an old URL by its redirect', () => {
    const remote = remoteOf(site).map((object) =>
      object.key === 'docs/data.html' ? { ...object, etag: `"${md5('2')}"`, size: 10 } : object,
    );
    const plan = planPublish({ desired: site, remote, keyPrefix: 'docs/', prune: false, force: false });
    expect(plan.uploads.map(({ key, reason, redirectTo }) => `${key} ${reason} ${redirectTo}`)).toEqual([
      'docs/data.html changed /data',
    ]);
  });

  it('deletes stale keys only with prune, and only under the prefix', () => {
    const remote: RemoteObject[] = [
      ...remoteOf(site),
      { key: 'docs/addresses.html', size: 5 },
      { key: 'docs/static/js/index.0000000000.js', size: 7 },
      // A listing never returns these for the prefix "docs/", but the plan does not rely on that.
      { key: 'docs-old/index.html' },
      { key: 'docs' },
      { key: 'other/file.txt' },
    ];
    const pruned = planPublish({ desired: site, remote, keyPrefix: 'docs/', prune: true, force: false });
    expect(pruned.deletions.map(({ key }) => key)).toEqual([
      'docs/addresses.html',
      'docs/static/js/index.0000000000.js',
    ]);
    const kept = planPublish({ desired: site, remote, keyPrefix: 'docs/', prune: false, force: false });
    expect(kept.deletions).toEqual([]);
  });

  it('never prunes a key under the reserved prefix (the previews root inside the site prefix)', () => {
    const atRoot = build([file('index.html', md5('1'))], '');
    const remote: RemoteObject[] = [
      ...remoteOf(atRoot),
      { key: 'old.html' },
      { key: 'previews/pr-1/index.html' },
      { key: 'previews/pr-2/data' },
      { key: 'previews-old/index.html' },
    ];
    const plan = planPublish({
      desired: atRoot,
      remote,
      keyPrefix: '',
      reservedPrefix: 'previews/',
      prune: true,
      force: false,
    });
    expect(plan.deletions.map(({ key }) => key)).toEqual(['old.html', 'previews-old/index.html']);
  });
});
