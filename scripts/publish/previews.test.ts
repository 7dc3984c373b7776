import { describe, expect, it } from 'vitest';
import { memoryStore } from './memoryStore';
import type { RemoteObject } from './plan';
import {
  deletePreview,
  findOldPreviews,
  isPreviewName,
  previewKeyPrefix,
  previewsInside,
  previewsKeyPrefixFor,
} from './previews';
import type { ObjectStore } from './store';

describe('isPreviewName', () => {
  it.each(['pr-42', '7', 'feature.search-2', 'a'.repeat(63)])('accepts %j', (name) => {
    expect(isPreviewName(name)).toBe(true);
  });

  it.each(['', 'PR-42', 'pr_42', 'pr/42', '..', 'a..b', '.', '-x', 'x-', '.x', 'x.', 'a'.repeat(64), 'pr 42'])(
    'refuses %j',
    (name) => {
      expect(isPreviewName(name)).toBe(false);
    },
  );
});

describe('preview key prefixes', () => {
  it('puts the previews root in a folder of its own, never the bucket root', () => {
    expect(previewsKeyPrefixFor('previews')).toBe('previews/');
    expect(previewsKeyPrefixFor('/site/previews/')).toBe('site/previews/');
    for (const root of ['', '/', '//']) expect(() => previewsKeyPrefixFor(root)).toThrow(/not the bucket root/);
    expect(() => previewsKeyPrefixFor('previews/../prod')).toThrow(/--previews-root .*not allowed/);
  });

  it('puts each preview in its own folder under the root, and refuses a name that could leave it', () => {
    expect(previewKeyPrefix('previews/', 'pr-42')).toBe('previews/pr-42/');
    for (const name of ['..', '../prod', 'a/b', '']) {
      expect(() => previewKeyPrefix('previews/', name)).toThrow(/is not allowed/);
    }
  });

  it('reserves the previews root for a site published at a prefix that holds it', () => {
    expect(previewsInside('', 'previews/')).toBe('previews/');
    expect(previewsInside('site/', 'site/previews/')).toBe('site/previews/');
    expect(previewsInside('docs/', 'previews/')).toBeUndefined();
  });
});

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

describe('findOldPreviews', () => {
  const listing: RemoteObject[] = [
    // pr-1: its newest object is 40 days old.
    { key: 'previews/pr-1/index.html', lastModified: daysAgo(45) },
    { key: 'previews/pr-1/data', lastModified: daysAgo(40) },
    // pr-2: one object is old, but it was published again 2 days ago.
    { key: 'previews/pr-2/index.html', lastModified: daysAgo(90) },
    { key: 'previews/pr-2/data', lastModified: daysAgo(2) },
    // pr-3: exactly 30 days is not more than 30.
    { key: 'previews/pr-3/index.html', lastModified: daysAgo(30) },
    // pr-4: an object of unknown age might be new.
    { key: 'previews/pr-4/index.html', lastModified: daysAgo(60) },
    { key: 'previews/pr-4/data' },
    // Not previews: a key directly under the root, a folder no preview could be named, a key outside the root.
    { key: 'previews/readme.txt', lastModified: daysAgo(400) },
    { key: 'previews/Old_Stuff/index.html', lastModified: daysAgo(400) },
    { key: 'docs/index.html', lastModified: daysAgo(400) },
  ];

  it('finds the previews whose newest object is more than the limit old, with their age in whole days', () => {
    expect(findOldPreviews(listing, { previewsKeyPrefix: 'previews/', olderThanDays: 30, now })).toEqual([
      { name: 'pr-1', newest: daysAgo(40), ageDays: 40 },
    ]);
    expect(
      findOldPreviews(listing, { previewsKeyPrefix: 'previews/', olderThanDays: 1, now }).map(({ name }) => name),
    ).toEqual(['pr-1', 'pr-2', 'pr-3']);
  });
});

describe('deletePreview', () => {
  const bucket = {
    'index.html': 'production home',
    'previews/pr-4': 'a key named like the preview but outside its folder',
    'previews/pr-4/index.html': 'pr-4 home',
    'previews/pr-4/data': 'pr-4 data',
    'previews/pr-42/index.html': 'pr-42 home',
  };

  it('deletes every key under the preview and nothing else', async () => {
    const { store, objects } = memoryStore(bucket);
    const deletion = await deletePreview(store, { previewsKeyPrefix: 'previews/', name: 'pr-4', dryRun: false });
    expect(deletion).toMatchObject({
      keyPrefix: 'previews/pr-4/',
      keys: ['previews/pr-4/data', 'previews/pr-4/index.html'],
      deleted: { count: 2, bytes: 18 },
      failures: [],
    });
    expect([...objects.keys()].sort()).toEqual(['index.html', 'previews/pr-4', 'previews/pr-42/index.html']);
  });

  it('changes nothing on a dry run but reports what it would delete', async () => {
    const { store, objects, calls } = memoryStore(bucket);
    const deletion = await deletePreview(store, { previewsKeyPrefix: 'previews/', name: 'pr-4', dryRun: true });
    expect(deletion.deleted).toEqual({ count: 2, bytes: 18 });
    expect(calls).toEqual([]);
    expect(objects.size).toBe(Object.keys(bucket).length);
  });

  it('reports the keys the bucket refused to delete', async () => {
    const { store, objects } = memoryStore(bucket, new Set(['previews/pr-4/data']));
    const deletion = await deletePreview(store, { previewsKeyPrefix: 'previews/', name: 'pr-4', dryRun: false });
    expect(deletion.deleted).toEqual({ count: 1, bytes: 9 });
    expect(deletion.failures).toEqual([
      { key: 'previews/pr-4/data', action: 'delete', message: 'AccessDenied: injected' },
    ]);
    expect(objects.has('previews/pr-4/data')).toBe(true);
  });

  it('deletes nothing when the listing holds a key outside the preview', async () => {
    const { store, objects, calls } = memoryStore(bucket);
    const listingTooMuch: ObjectStore = { ...store, list: () => store.list('previews/pr-4') };
    await expect(
      deletePreview(listingTooMuch, { previewsKeyPrefix: 'previews/', name: 'pr-4', dryRun: false }),
    ).rejects.toThrow(
      'the bucket listing for previews/pr-4/ returned 2 keys outside it (previews/pr-4, previews/pr-42/index.html): ' +
        'nothing was deleted.',
    );
    expect(calls).toEqual([]);
    expect(objects.size).toBe(Object.keys(bucket).length);
  });
});
