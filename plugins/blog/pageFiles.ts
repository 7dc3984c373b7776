import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../shared/listFiles.ts';
import { contentKey } from '../contentCache.ts';
import { generatedFilesDir } from '../upstream/rspress/build.ts';
import type { GeneratedFile } from './pageSource.ts';

/** Where the blog's generated pages are written: beside Rspress's own generated pages. */
export const blogPagesDir = (): string => path.join(generatedFilesDir(), 'vihje-blog-pages');

/** The record of what the last call wrote, in the pages' folder: each file's name and its text's hash. */
export const writtenRecordName = '.written.json';

/** The folder's record, or `undefined` when there is none (a first write) or it cannot be read. */
function readWrittenRecord(file: string): Record<string, string> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The file's text, or `undefined` when there is no such file. */
function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Writes the blog's generated pages and the modules they import, and returns the pages as `addPages` entries with a
 * `filepath`. Given pages as `content`, Rspress 2 adds them to its route list in the order their temporary files
 * finish writing; the route list is part of the persistent build cache's key, so every build started from an empty
 * cache. Files keep the order. A file is rewritten only when its text changed, and files no longer generated are
 * removed.
 *
 * What was written is recorded in the folder (`.written.json`), so that a call finds the unchanged files by their
 * text's hash, without reading them or listing the folder: a blog of thousands of posts has thousands of generated
 * files, compared at every build's and dev server's start (bench/NOTES.md has the figures). Without a record, every
 * file is read and the folder listed.
 */
export function writePageFiles(
  pages: readonly (GeneratedFile & { routePath: string })[],
  modules: readonly GeneratedFile[],
  dir: string = blogPagesDir(),
): { routePath: string; filepath: string }[] {
  const recordFile = path.join(dir, writtenRecordName);
  const written = readWrittenRecord(recordFile);
  if (!written) mkdirSync(dir, { recursive: true });
  const current: Record<string, string> = {};
  const madeDirs = new Set<string>();
  let changed = written === undefined;
  // The record goes before the first file changes and comes back once all are written: a call stopped between
  // leaves none, and the next reads every file.
  const change = () => {
    if (!changed) rmSync(recordFile, { force: true });
    changed = true;
  };
  for (const { name, content } of [...pages, ...modules]) {
    const file = path.join(dir, name);
    const hash = contentKey(content);
    current[name] = hash;
    if (written ? written[name] === hash : readIfThere(file) === content) continue;
    change();
    const fileDir = path.dirname(file);
    if (!madeDirs.has(fileDir)) mkdirSync(fileDir, { recursive: true });
    madeDirs.add(fileDir);
    writeFileSync(file, content);
  }
  const previous = written
    ? Object.keys(written)
    : listFiles(dir, (name) => name !== writtenRecordName, { relative: true });
  for (const name of previous) {
    if (current[name] !== undefined) continue;
    change();
    rmSync(path.join(dir, name), { force: true });
  }
  if (changed) writeFileSync(recordFile, JSON.stringify(current));
  return pages.map(({ routePath, name }) => ({ routePath, filepath: path.join(dir, name) }));
}
