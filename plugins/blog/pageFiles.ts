import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../shared/listFiles.ts';
import { generatedFilesDir } from '../upstream/rspress/build.ts';
import type { GeneratedFile } from './pageSource.ts';

/** Where the blog's generated pages are written: beside Rspress's own generated pages. */
export const blogPagesDir = (): string => path.join(generatedFilesDir(), 'vihje-blog-pages');

/**
 * Writes the blog's generated pages and the modules they import, and returns the pages as `addPages` entries with a
 * `filepath`. Given pages as `content`, Rspress 2 adds them to its route list in the order their temporary files
 * finish writing; the route list is part of the persistent build cache's key, so every build started from an empty
 * cache. Files keep the order. A file is rewritten only when its text changed, and files no longer generated are
 * removed.
 */
export function writePageFiles(
  pages: readonly (GeneratedFile & { routePath: string })[],
  modules: readonly GeneratedFile[],
  dir: string = blogPagesDir(),
): { routePath: string; filepath: string }[] {
  mkdirSync(dir, { recursive: true });
  const current = new Set<string>();
  for (const { name, content } of [...pages, ...modules]) {
    const file = path.join(dir, name);
    current.add(name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) writeFileSync(file, content);
  }
  for (const name of listFiles(dir, () => true, { relative: true }))
    if (!current.has(name)) rmSync(path.join(dir, name));
  return pages.map(({ routePath, name }) => ({ routePath, filepath: path.join(dir, name) }));
}
