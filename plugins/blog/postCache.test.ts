import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogValidationError, collectPosts } from './collectPosts';
import { postCache } from './postCache';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const past = new Date('2025-01-01T00:00:00Z');
const post = (title: string, tags = '[api]') =>
  `---\ntitle: ${title}\ndate: 2025-08-20\nauthors: [vihje-team]\ntags: ${tags}\ndescription: One sentence.\n---\n\nIntro.\n`;

/** A project with a blog of two posts and a copy of the code that reads posts, for the cache's code key. */
function project(): { root: string; blogDir: string; cache: () => ReturnType<typeof postCache> } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vihje-post-cache-'));
  dirs.push(root);
  const blogDir = path.join(root, 'docs', 'blog');
  mkdirSync(blogDir, { recursive: true });
  writeFileSync(path.join(blogDir, 'first.mdx'), post('First'));
  writeFileSync(path.join(blogDir, 'second.mdx'), post('Second'));
  const repository = path.resolve(import.meta.dirname, '../..');
  for (const entry of ['plugins/blog', 'plugins/parseFrontMatter.ts', 'plugins/fileRecordCache.ts', 'shared']) {
    cpSync(path.join(repository, entry), path.join(root, entry), { recursive: true });
  }
  return { root, blogDir, cache: () => postCache({ root, codeRoot: root }) };
}

const titles = (blogDir: string, cache: ReturnType<typeof postCache>) =>
  collectPosts(blogDir, { includeDrafts: false, cache }).map((each) => each.title);

describe('postCache', () => {
  it('gives the posts of the last read, until a post file changes', () => {
    const { blogDir, cache } = project();
    const first = path.join(blogDir, 'first.mdx');
    utimesSync(first, past, past);
    expect(titles(blogDir, cache())).toEqual(['First', 'Second']);
    // The cache keeps the post read when its file had this size and time: a post changed behind them is not read.
    writeFileSync(first, post('Fifth'));
    utimesSync(first, past, past);
    expect(titles(blogDir, cache())).toEqual(['First', 'Second']);

    writeFileSync(first, post('Edited'));
    expect(titles(blogDir, cache())).toEqual(['Edited', 'Second']);
  });

  it('reads every post again when the code that reads posts changes', () => {
    const { root, blogDir, cache } = project();
    const first = path.join(blogDir, 'first.mdx');
    utimesSync(first, past, past);
    titles(blogDir, cache());
    writeFileSync(first, post('Fifth'));
    utimesSync(first, past, past);
    writeFileSync(path.join(root, 'shared', 'tags.ts'), '\n// A change to the tag registry.\n', { flag: 'a' });
    expect(titles(blogDir, cache())).toEqual(['Fifth', 'Second']);
  });

  it('keeps no invalid post: it is reported on every read', () => {
    const { blogDir, cache } = project();
    writeFileSync(path.join(blogDir, 'second.mdx'), post('Second', '[no-such-tag]'));
    for (let read = 0; read < 2; read++) {
      expect(() => titles(blogDir, cache())).toThrow(BlogValidationError);
    }
  });
});
