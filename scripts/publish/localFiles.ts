/** Reads the build directory: every file with its path, size and MD5, the facts the plan compares with the bucket. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../../shared/listFiles.ts';

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

/** Every regular file under `root`, sorted by path. Symbolic links are skipped: the build writes none. */
export async function readLocalFiles(root: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const relative of listFiles(root, () => true, { relative: true })) {
    const absolutePath = path.join(root, relative);
    const bytes = await readFile(absolutePath);
    files.push({ path: relative, absolutePath, size: bytes.length, md5: md5Hex(bytes) });
  }
  return files;
}
