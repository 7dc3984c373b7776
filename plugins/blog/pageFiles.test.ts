import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../shared/listFiles';
import { writePageFiles, writtenRecordName } from './pageFiles';
import { pageFileName } from './pageSource';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const page = (routePath: string, content: string) => ({ routePath, name: pageFileName(routePath), content });
/** The generated files, without the record of what was written. */
const generated = () => listFiles(dir, (name) => name !== writtenRecordName, { relative: true });

describe('writePageFiles', () => {
  it('writes the pages, in the order given, and the modules they import', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    const pages = writePageFiles(
      [page('/blog', 'list'), page('/blog/tags/api/page/2', 'tag page 2')],
      [{ name: 'excerpts/a.mdx', content: 'excerpt' }],
      dir,
    );
    expect(pages).toEqual([
      { routePath: '/blog', filepath: path.join(dir, 'blog.mdx') },
      { routePath: '/blog/tags/api/page/2', filepath: path.join(dir, 'blog--tags--api--page--2.mdx') },
    ]);
    expect(readFileSync(path.join(dir, 'blog--tags--api--page--2.mdx'), 'utf8')).toBe('tag page 2');
    expect(readFileSync(path.join(dir, 'excerpts/a.mdx'), 'utf8')).toBe('excerpt');
  });

  it('leaves an unchanged file untouched, rewrites a changed one and removes files that are gone', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    writePageFiles(
      [page('/blog', 'list'), page('/blog/archive', 'archive'), page('/blog/page/2', 'page 2')],
      [{ name: 'excerpts/a.mdx', content: 'a' }],
      dir,
    );
    const past = new Date('2025-01-01T00:00:00Z');
    for (const file of listFiles(dir)) utimesSync(file, past, past);
    writePageFiles([page('/blog', 'list'), page('/blog/archive', 'archive, changed')], [], dir);
    expect(statSync(path.join(dir, 'blog.mdx')).mtime).toEqual(past);
    expect(readFileSync(path.join(dir, 'blog--archive.mdx'), 'utf8')).toBe('archive, changed');
    expect(generated()).toEqual(['blog--archive.mdx', 'blog.mdx']);
  });

  it('finds unchanged files by the record of the last write, and reads every file when the record is gone', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    const pages = [page('/blog', 'list'), page('/blog/archive', 'archive')];
    writePageFiles(pages, [], dir);
    const archive = path.join(dir, 'blog--archive.mdx');
    // Changed behind the record's back: the record still says the file holds its text.
    writeFileSync(archive, 'changed by hand');
    writePageFiles(pages, [], dir);
    expect(readFileSync(archive, 'utf8')).toBe('changed by hand');
    rmSync(path.join(dir, writtenRecordName));
    writePageFiles(pages, [], dir);
    expect(readFileSync(archive, 'utf8')).toBe('archive');
    expect(existsSync(path.join(dir, writtenRecordName))).toBe(true);
  });

  it('leaves no record when a write stops halfway, so the next call reads every file', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    writePageFiles([page('/blog', 'list')], [{ name: 'excerpts', content: 'a file where a folder is wanted' }], dir);
    expect(() =>
      writePageFiles([page('/blog', 'list, changed')], [{ name: 'excerpts/a.mdx', content: 'excerpt' }], dir),
    ).toThrow();
    expect(readFileSync(path.join(dir, 'blog.mdx'), 'utf8')).toBe('list, changed');
    expect(existsSync(path.join(dir, writtenRecordName))).toBe(false);
    writePageFiles([page('/blog', 'list')], [], dir);
    expect(readFileSync(path.join(dir, 'blog.mdx'), 'utf8')).toBe('list');
    expect(generated()).toEqual(['blog.mdx']);
  });

  it('names files after the route without its leading slash', () => {
    expect(pageFileName('/blog/authors/vihje-team')).toBe('blog--authors--vihje-team.mdx');
  });
});
