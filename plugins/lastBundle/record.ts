import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { KeptBundle } from '../upstream/rspress/build.ts';

/** A file as the record keeps it: its size and modification time, `[size, mtimeMs]`. */
export type FileStamp = [number, number];

/** An output file as the record keeps it: `[inode, size, mtimeMs]`, so that another output is never taken for it. */
export type OutputStamp = [number, number, number];

/**
 * What a build's bundler was made from and what it made, kept between builds (`node_modules/.cache`), so that the
 * next build can tell whether the bundler would make the same again and take its output as it is.
 */
export interface LastBundleRecord {
  /** The build's own code, packages and environment (`buildVersion`). */
  version: string;
  /** The bundler's inputs: each file both compilations read, by absolute path. */
  files: Record<string, FileStamp>;
  /** Folders the compilations depend on as a whole, each with a hash of what is in them (`folderStamp`). */
  folders: Record<string, string>;
  /** Files the compilations looked for and did not find. */
  missing: string[];
  /** A hash of the code of each of Rspress's runtime modules and of the site's own modules made from pages, by name. */
  runtimeModules: Record<string, string>;
  /**
   * The bundler's files in the output, by path relative to it: the browser's and the public folder's, not the server
   * bundle, the pages' bodies or Rspress's search index files.
   */
  outputs: Record<string, OutputStamp>;
  /**
   * The pages whose body more than one of the server bundle's files loads (`static/pages/<page>`, `sharedBodies`): a
   * page another page imports, whose edit changes those files too.
   */
  sharedBodies: string[];
  /** The server bundle and what the render needs, the bundle's folder left out (it is the record's own). */
  bundle: Omit<KeptBundle, 'dir'>;
}

/** Whether a record read from its file is whole (`readVersionedRecord`): one of an earlier shape is not. */
export const isWholeRecord = (record: LastBundleRecord): boolean =>
  typeof record.files === 'object' && Array.isArray(record.sharedBodies);

/** A file's stamp, undefined when it is missing. */
export function fileStamp(file: string): FileStamp | undefined {
  const found = statSync(file, { throwIfNoEntry: false });
  return found ? [found.size, found.mtimeMs] : undefined;
}

/** An output file's stamp, undefined when it is missing. */
export function outputStamp(file: string): OutputStamp | undefined {
  const found = statSync(file, { throwIfNoEntry: false });
  return found ? [found.ino, found.size, found.mtimeMs] : undefined;
}

/**
 * A hash of every file under `folder` (its path, size and time), recursively, `missing` when there is none; and the
 * newest of their times.
 */
export function folderState(folder: string): { stamp: string; newestMs: number } {
  if (!existsSync(folder)) return { stamp: 'missing', newestMs: 0 };
  const hash = createHash('sha256');
  let newestMs = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(entryPath);
        continue;
      }
      const stamp = fileStamp(entryPath);
      newestMs = Math.max(newestMs, stamp?.[1] ?? 0);
      hash.update(`${entryPath}\0${JSON.stringify(stamp)}\n`);
    }
  };
  visit(folder);
  return { stamp: hash.digest('hex'), newestMs };
}

/** `folderState`'s hash of the files under `folder`. */
export const folderStamp = (folder: string): string => folderState(folder).stamp;

/** What changed in the bundler's inputs since the record: the files, and anything else (described). */
export interface ChangedInputs {
  files: string[];
  /** Why the inputs cannot be matched file by file (a folder's content or a missing file changed), if so. */
  other?: string;
}

/** The inputs recorded that differ now. */
export function changedInputs(record: LastBundleRecord): ChangedInputs {
  const files: string[] = [];
  for (const [file, stamp] of Object.entries(record.files)) {
    const now = fileStamp(file);
    if (!now || now[0] !== stamp[0] || now[1] !== stamp[1]) files.push(file);
  }
  for (const [folder, stamp] of Object.entries(record.folders)) {
    if (folderStamp(folder) !== stamp) return { files, other: `the folder ${folder} changed` };
  }
  const found = record.missing.find((file) => existsSync(file));
  return found ? { files, other: `${found} was added` } : { files };
}

/** A hash of a runtime module's code. */
export const codeHash = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * The pages whose sources changed since the record, when nothing else did; otherwise why the bundler must run. Only
 * a page's own text may change: `pages` are the routes' source files.
 */
export function changedPages(record: LastBundleRecord, pages: ReadonlySet<string>): string[] | string {
  const changed = changedInputs(record);
  if (changed.other) return changed.other;
  const other = changed.files.find((file) => !pages.has(file));
  return other ? `${path.relative(process.cwd(), other)} changed` : changed.files;
}
