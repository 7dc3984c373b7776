/**
 * The publish plan, a pure function of what the bucket should hold and what it holds: which objects to upload (in
 * phase order), which are already there, and which stale keys under the prefix (and outside a reserved prefix) to
 * delete.
 */
import type { DesiredObject } from './objects.ts';
import { phases } from './objects.ts';

/** One object as the bucket listing reports it. */
export interface RemoteObject {
  key: string;
  etag?: string | undefined;
  size?: number | undefined;
  /** When the object was last written: how old a preview is. */
  lastModified?: Date | undefined;
}

/** An object to upload, and why. */
export interface PlannedUpload extends DesiredObject {
  reason: 'new' | 'changed' | 'forced';
}

export interface Plan {
  /** Uploads in phase order (assets, files, pages, redirects), each phase sorted by key. */
  uploads: PlannedUpload[];
  /** Objects already in the bucket with the same bytes. */
  unchanged: DesiredObject[];
  /** Objects under the prefix that the build no longer has, sorted by key; empty unless pruning. */
  deletions: RemoteObject[];
}

export interface PlanInput {
  desired: readonly DesiredObject[];
  remote: readonly RemoteObject[];
  /** Only keys starting with this are ever deleted (`''` means the whole bucket). */
  keyPrefix: string;
  /** Keys under this prefix inside `keyPrefix` belong to someone else (the previews root): never deleted. */
  reservedPrefix?: string | undefined;
  prune: boolean;
  /** Upload every object even when its bytes are already there (to rewrite headers after a rule change). */
  force: boolean;
}

/**
 * The MD5 inside an ETag, or undefined when the ETag is not one: multipart uploads (`"…-3"`) and some server-side
 * encryption modes report other values, and those objects are uploaded again rather than trusted.
 */
export function etagMd5(etag: string | undefined): string | undefined {
  const match = /^(?:W\/)?"?([0-9a-fA-F]{32})"?$/.exec(etag ?? '');
  return match?.[1]?.toLowerCase();
}

function isUnchanged(object: DesiredObject, remote: RemoteObject): boolean {
  if (remote.size !== undefined && remote.size !== object.size) return false;
  return etagMd5(remote.etag) === object.md5;
}

/** The plan for a publish (see {@link Plan}). */
export function planPublish({ desired, remote, keyPrefix, reservedPrefix, prune, force }: PlanInput): Plan {
  const remoteByKey = new Map(remote.map((object) => [object.key, object]));
  const uploads: PlannedUpload[] = [];
  const unchanged: DesiredObject[] = [];
  for (const object of desired) {
    const existing = remoteByKey.get(object.key);
    if (existing === undefined) uploads.push({ ...object, reason: 'new' });
    else if (force) uploads.push({ ...object, reason: 'forced' });
    else if (isUnchanged(object, existing)) unchanged.push(object);
    else uploads.push({ ...object, reason: 'changed' });
  }
  uploads.sort((a, b) => phases.indexOf(a.phase) - phases.indexOf(b.phase) || (a.key < b.key ? -1 : 1));

  const wanted = new Set(desired.map((object) => object.key));
  const isStale = (key: string) =>
    key.startsWith(keyPrefix) && !wanted.has(key) && !(reservedPrefix !== undefined && key.startsWith(reservedPrefix));
  const deletions = prune ? remote.filter(({ key }) => isStale(key)).sort((a, b) => (a.key < b.key ? -1 : 1)) : [];
  return { uploads, unchanged, deletions };
}
