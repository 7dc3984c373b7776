/** Reads the build directory: every file with its path, size and MD5, the facts the plan compares with the bucket. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One file of the build. */
export interface LocalFile {
  /** Posix path relative to the build directory, e.g. `static/js/index.3e13a30cff.js`. */
  path: string;
  absolutePath: string;
  size: number;
  /** Lower-case hex MD5 of the bytes: what S3 reports as the ETag of a single-part upload. */
  md5: string;
}

/** The hex MD5 of some bytes. */
export function md5Hex(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

async function* walk(directory: string): AsyncGenerator<string> {
  const entries = await readdir(directory, { withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Every regular file under `root`, sorted by path. Symbolic links are skipped: the build writes none. */
export async function readLocalFiles(root: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for await (const absolutePath of walk(root)) {
    const bytes = await readFile(absolutePath);
    const relative = path.relative(root, absolutePath).split(path.sep).join('/');
    files.push({ path: relative, absolutePath, size: bytes.length, md5: md5Hex(bytes) });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
