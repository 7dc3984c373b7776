import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesIn } from './compilers.ts';

const blog = path.join(path.sep, 'site', 'docs', 'blog');

describe('changesIn', () => {
  it('finds a changed file inside the folder, or the folder itself', () => {
    expect(changesIn(blog, new Set([path.join(blog, 'launch.mdx')]), new Set())).toBe(true);
    expect(changesIn(blog, new Set([blog]), new Set())).toBe(true);
    expect(changesIn(blog, new Set(), new Set([path.join(blog, 'old.md')]))).toBe(true);
  });

  it('ignores changes outside the folder, a sibling whose name only begins the same included', () => {
    const docs = path.join(path.sep, 'site', 'docs');
    expect(changesIn(blog, new Set([path.join(docs, 'quickstart.mdx'), `${blog}-drafts`]), new Set())).toBe(false);
  });

  it('counts a run without the sets (not a watch run) as a change', () => {
    expect(changesIn(blog, undefined, new Set())).toBe(true);
  });
});
