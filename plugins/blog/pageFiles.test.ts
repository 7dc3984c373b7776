import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFileName, writePageFiles } from './pageFiles';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('writePageFiles', () => {
  it('writes one file a page, named after its route, in the order given', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    const pages = writePageFiles(
      [
        { routePath: '/blog', content: 'list' },
        { routePath: '/blog/tags/api/page/2', content: 'tag page 2' },
      ],
      dir,
    );
    expect(pages).toEqual([
      { routePath: '/blog', filepath: path.join(dir, 'blog.mdx') },
      { routePath: '/blog/tags/api/page/2', filepath: path.join(dir, 'blog--tags--api--page--2.mdx') },
    ]);
    expect(readFileSync(path.join(dir, 'blog--tags--api--page--2.mdx'), 'utf8')).toBe('tag page 2');
  });

  it('leaves an unchanged page untouched, rewrites a changed one and removes pages that are gone', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    writePageFiles(
      [
        { routePath: '/blog', content: 'list' },
        { routePath: '/blog/archive', content: 'archive' },
        { routePath: '/blog/page/2', content: 'page 2' },
      ],
      dir,
    );
    const past = new Date('2025-01-01T00:00:00Z');
    for (const file of readdirSync(dir)) utimesSync(path.join(dir, file), past, past);
    writePageFiles(
      [
        { routePath: '/blog', content: 'list' },
        { routePath: '/blog/archive', content: 'archive, changed' },
      ],
      dir,
    );
    expect(statSync(path.join(dir, 'blog.mdx')).mtime).toEqual(past);
    expect(readFileSync(path.join(dir, 'blog--archive.mdx'), 'utf8')).toBe('archive, changed');
    expect(readdirSync(dir).sort()).toEqual(['blog--archive.mdx', 'blog.mdx']);
  });

  it('names files after the route without its leading slash', () => {
    expect(pageFileName('/blog/authors/vihje-team')).toBe('blog--authors--vihje-team.mdx');
  });
});
