/**
 * Pull-request previews: each one a whole build under `<previews root>/<name>/` (`previews/pr-42/`). What a preview
 * may be named, the key prefixes that follows from, and deleting previews: one by name, or every one that has not
 * been published for some days. No key outside a preview's own prefix is ever deleted.
 */
import { previewsRoot } from '../../shared/site.ts';
import { keyPrefixFor } from './objects.ts';
import type { RemoteObject } from './plan.ts';
import type { PublishFailure } from './publish.ts';
import { type Tally, tallyOf } from './report.ts';
import type { ObjectStore } from './store.ts';

/** The previews root when none is given: where a preview build's base lies (shared/site.ts). */
export const defaultPreviewsRoot = previewsRoot;

// One key segment, and often one DNS label of the preview's own host name (pr-42.preview.example.com).
const previewNamePattern = /^[a-z0-9](?:[a-z0-9.-]{0,61}[a-z0-9])?$/;

/** What a preview name may be, in words, for messages and the help. */
export const previewNameRule =
  '1–63 lowercase letters, digits, dashes and dots, starting and ending with a letter or digit, without ".." ' +
  '(e.g. pr-42)';

/** Whether `name` may name a preview (see {@link previewNameRule}). */
export function isPreviewName(name: string): boolean {
  return previewNamePattern.test(name) && !name.includes('..');
}

/**
 * The key prefix of the previews root (`previews` → `previews/`). Throws on a root that is the bucket root, where
 * previews would sit among production's keys and deleting one could take production's with it.
 */
export function previewsKeyPrefixFor(root: string): string {
  const keyPrefix = keyPrefixFor(root, '--previews-root');
  if (keyPrefix === '') {
    throw new Error(`--previews-root "${root}": previews need a folder of their own, not the bucket root.`);
  }
  return keyPrefix;
}

/** The key prefix of one preview (`previews/` and `pr-42` → `previews/pr-42/`); throws on a bad name. */
export function previewKeyPrefix(previewsKeyPrefix: string, name: string): string {
  if (!isPreviewName(name)) throw new Error(`preview name "${name}" is not allowed: use ${previewNameRule}.`);
  return `${previewsKeyPrefix}${name}/`;
}

/**
 * The prefix a production publish at `keyPrefix` leaves alone: the previews root when it lies inside the site's
 * prefix (production at the bucket root, previews under `previews/`), else none.
 */
export function previewsInside(keyPrefix: string, previewsKeyPrefix: string): string | undefined {
  return previewsKeyPrefix.startsWith(keyPrefix) ? previewsKeyPrefix : undefined;
}

/** A preview that was deleted or, on a dry run, would be. */
export interface PreviewDeletion {
  name: string;
  keyPrefix: string;
  /** Every key that was under the preview's prefix, sorted. */
  keys: string[];
  /** What was deleted; on a dry run, what would be. */
  deleted: Tally;
  failures: PublishFailure[];
}

const sizesOf = (objects: readonly RemoteObject[]) => objects.map(({ size }) => size ?? 0);

/**
 * Deletes every key under one preview's prefix (unless `dryRun`), in batches. Throws before deleting anything when
 * the listing holds a key outside that prefix: a listing never should, and a wrong key here is production's.
 */
export async function deletePreview(
  store: ObjectStore,
  { previewsKeyPrefix, name, dryRun }: { previewsKeyPrefix: string; name: string; dryRun: boolean },
): Promise<PreviewDeletion> {
  const keyPrefix = previewKeyPrefix(previewsKeyPrefix, name);
  const objects = await store.list(keyPrefix);
  const outside = objects.filter(({ key }) => !key.startsWith(keyPrefix));
  if (outside.length > 0) {
    const examples = outside.slice(0, 3).map(({ key }) => key);
    throw new Error(
      `the bucket listing for ${keyPrefix} returned ${outside.length} key${outside.length === 1 ? '' : 's'} ` +
        `outside it (${examples.join(', ')}${outside.length > 3 ? ', …' : ''}): nothing was deleted.`,
    );
  }
  const keys = objects.map(({ key }) => key).sort();
  if (dryRun || keys.length === 0) return { name, keyPrefix, keys, deleted: tallyOf(sizesOf(objects)), failures: [] };

  const refused = await store.deleteMany(keys);
  const refusedKeys = new Set(refused.map(({ key }) => key));
  return {
    name,
    keyPrefix,
    keys,
    deleted: tallyOf(sizesOf(objects.filter(({ key }) => !refusedKeys.has(key)))),
    failures: refused.map(({ key, message }) => ({ key, action: 'delete', message })),
  };
}

/** A preview whose newest object is older than the limit. */
export interface OldPreview {
  name: string;
  /** When its newest object was written: its last publish. */
  newest: Date;
  /** Whole days from `newest` to now. */
  ageDays: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The previews in a listing of the previews root whose newest object was written more than `olderThanDays` days
 * before `now`, sorted by name. Keys directly under the root, folders that are not preview names, and previews with
 * an object of unknown age are never counted as old.
 */
export function findOldPreviews(
  objects: readonly RemoteObject[],
  { previewsKeyPrefix, olderThanDays, now }: { previewsKeyPrefix: string; olderThanDays: number; now: Date },
): OldPreview[] {
  const newestByName = new Map<string, number>();
  for (const { key, lastModified } of objects) {
    if (!key.startsWith(previewsKeyPrefix)) continue;
    const rest = key.slice(previewsKeyPrefix.length);
    const slash = rest.indexOf('/');
    const name = rest.slice(0, slash);
    // A key directly under the root, or in a folder no preview could be named, belongs to no preview.
    if (slash === -1 || !isPreviewName(name)) continue;
    // An object of unknown age might be new: the preview stays.
    const time = lastModified?.getTime() ?? Number.POSITIVE_INFINITY;
    newestByName.set(name, Math.max(newestByName.get(name) ?? Number.NEGATIVE_INFINITY, time));
  }
  const old: OldPreview[] = [];
  for (const [name, newest] of newestByName) {
    const age = now.getTime() - newest;
    if (age > olderThanDays * dayMs) old.push({ name, newest: new Date(newest), ageDays: Math.floor(age / dayMs) });
  }
  return old.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * Deletes (unless `dryRun`) every preview whose last publish is more than `olderThanDays` days before `now`, each
 * one wholly through {@link deletePreview}. `now` is a parameter so that tests can age the bucket.
 */
export async function deleteOldPreviews(
  store: ObjectStore,
  options: { previewsKeyPrefix: string; olderThanDays: number; now: Date; dryRun: boolean },
): Promise<(OldPreview & PreviewDeletion)[]> {
  const old = findOldPreviews(await store.list(options.previewsKeyPrefix), options);
  const deletions: (OldPreview & PreviewDeletion)[] = [];
  for (const preview of old) {
    const deletion = await deletePreview(store, { ...options, name: preview.name });
    deletions.push({ ...preview, ...deletion });
  }
  return deletions;
}
