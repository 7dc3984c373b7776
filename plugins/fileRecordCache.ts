import { mkdirSync, readFileSync, type Stats, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeSources, contentKey, siteCachePath } from './contentCache.ts';

/**
 * What a record is kept under: its file's size and modification time (an edit changes one of them), or a stamp the
 * caller made that changes whenever the record would (a hash of what the record is made from).
 */
export type RecordStamp = Stats | string;

const stampOf = (stamp: RecordStamp) => (typeof stamp === 'string' ? stamp : `${stamp.size}:${stamp.mtimeMs}`);

interface Stored<T> {
  /** The code that makes the records, as a key: records of other code are not read. */
  code: string;
  records: Record<string, { stamp: string; record: T }>;
}

/** Records made from files, by file, kept between builds and dev starts. */
export interface FileRecordCache<T> {
  /** The record made when the file had these stats (or this stamp), if the file has not changed since. */
  get(file: string, stamp: RecordStamp): T | undefined;
  /** Keeps a record, made from the file when it had these stats (or this stamp). */
  set(file: string, stamp: RecordStamp, record: T): void;
  /** Writes the records got or set since the cache was opened (a file no longer read is dropped), if they changed. */
  save(): void;
}

/** Where a cache lives and whose code it is keyed by; a test points both at a temporary copy. */
export interface FileRecordCacheLocation {
  /** The project whose `node_modules/.cache` holds the cache; the working directory by default. */
  root?: string;
  /** The folder the `code` paths are in, this repository by default. */
  codeRoot?: string;
}

export interface FileRecordCacheOptions extends FileRecordCacheLocation {
  /** The cache's file name in `node_modules/.cache`. */
  name: string;
  /** Bumped when what a record holds changes shape. */
  version: string;
  /** The code that makes the records (folders and files under `codeRoot`): a change to it makes every record again. */
  code: readonly string[];
}

/**
 * Records made from thousands of small files that every start reads whole (the blog's posts, the docs pages' sidebar
 * entries), in one JSON file in `node_modules/.cache`: each kept while its file's size and modification time and
 * the code that makes it are unchanged. A reader keeps only what it validated, so a bad file is reported again.
 */
export function fileRecordCache<T>({
  name,
  version,
  code,
  root,
  codeRoot = path.resolve(import.meta.dirname, '..'),
}: FileRecordCacheOptions): FileRecordCache<T> {
  const file = siteCachePath(name, root);
  const codeKey = contentKey(version, ...codeSources(code.map((entry) => path.join(codeRoot, entry))));
  let stored: Stored<T>['records'] = {};
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Stored<T>;
    if (read.code === codeKey) stored = read.records;
  } catch {
    // No cache yet, or one that does not parse: every file is read.
  }
  const kept: Stored<T>['records'] = {};
  let changed = false;
  return {
    get(recordFile, stamp) {
      const entry = stored[recordFile];
      if (entry?.stamp !== stampOf(stamp)) return undefined;
      kept[recordFile] = entry;
      return entry.record;
    },
    set(recordFile, stamp, record) {
      kept[recordFile] = { stamp: stampOf(stamp), record };
      changed = true;
    },
    save() {
      if (!changed && Object.keys(kept).length === Object.keys(stored).length) return;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ code: codeKey, records: kept } satisfies Stored<T>));
    },
  };
}
