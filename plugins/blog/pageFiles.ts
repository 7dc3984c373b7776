import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the blog's generated pages are written: beside Rspress's own generated pages. */
export const blogPagesDir = (): string => path.join(process.cwd(), 'node_modules', '.rspress', 'vihje-blog-pages');

/** `/blog/tags/api/page/2` → `blog--tags--api--page--2.mdx`. */
export const pageFileName = (routePath: string): string => `${routePath.replace(/^\/+/, '').split('/').join('--')}.mdx`;

/**
 * Writes the blog's generated pages to files and returns them as `addPages` entries with a `filepath`. Given pages as
 * `content`, Rspress 2 adds them to its route list in the order their temporary files finish writing; the route list
 * is part of the persistent build cache's key, so every build started from an empty cache. Files keep the order.
 * A file is rewritten only when its text changed, and files of pages that are gone are removed.
 */
export function writePageFiles(
  pages: { routePath: string; content: string }[],
  dir: string = blogPagesDir(),
): { routePath: string; filepath: string }[] {
  mkdirSync(dir, { recursive: true });
  const written = pages.map(({ routePath, content }) => {
    const filepath = path.join(dir, pageFileName(routePath));
    if (!existsSync(filepath) || readFileSync(filepath, 'utf8') !== content) writeFileSync(filepath, content);
    return { routePath, filepath };
  });
  const current = new Set(written.map(({ filepath }) => path.basename(filepath)));
  for (const file of readdirSync(dir)) if (!current.has(file)) rmSync(path.join(dir, file));
  return written;
}
