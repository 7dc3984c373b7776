import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../../shared/listFiles';
import type { GeneratedFile } from './pageSource';

/** Where the blog's generated pages are written: beside Rspress's own generated pages. */
export const blogPagesDir = (): string => path.join(process.cwd(), 'node_modules', '.rspress', 'vihje-blog-pages');

/**
 * Writes the blog's generated pages and the modules they import, and returns the pages as `addPages` entries with a
 * `filepath`. Given pages as `content`, Rspress 2 adds them to its route list in the order their temporary files
 * finish writing; the route list is part of the persistent build cache's key, so every build started from an empty
 * cache. Files keep the order. A file is rewritten only when its text changed, and files no longer generated are
 * removed. Node's thread pool does the file work (a thousand posts make thousands of files).
 */
export async function writePageFiles(
  pages: readonly (GeneratedFile & { routePath: string })[],
  modules: readonly GeneratedFile[],
  dir: string = blogPagesDir(),
): Promise<{ routePath: string; filepath: string }[]> {
  const files = [...pages, ...modules];
  await Promise.all(
    [...new Set([dir, ...files.map(({ name }) => path.dirname(path.join(dir, name)))])].map((folder) =>
      mkdir(folder, { recursive: true }),
    ),
  );
  await Promise.all(
    files.map(async ({ name, content }) => {
      const file = path.join(dir, name);
      const written = await readFile(file, 'utf8').catch(() => undefined);
      if (written !== content) await writeFile(file, content);
    }),
  );
  const current = new Set(files.map(({ name }) => name));
  const gone = listFiles(dir, () => true, { relative: true }).filter((name) => !current.has(name));
  await Promise.all(gone.map((name) => rm(path.join(dir, name))));
  return pages.map(({ routePath, name }) => ({ routePath, filepath: path.join(dir, name) }));
}
