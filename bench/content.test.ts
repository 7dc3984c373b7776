import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePost } from '../plugins/blog/collectPosts';
import { syntheticBlogPost, syntheticPage, syntheticPost, wordCount, writeSyntheticContent } from './content';

describe('synthetic content', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is about 1,000 words with six ts code blocks and a table, the same every time', () => {
    for (const text of [syntheticPage(7, 300), syntheticPost(7, 300)]) {
      expect(wordCount(text)).toBeGreaterThan(900);
      expect(wordCount(text)).toBeLessThan(1_200);
      expect(text.match(/^```ts$/gm)).toHaveLength(6);
      expect(text).toMatch(/^\| --- \| --- \| --- \|$/m);
    }
    expect(syntheticPage(7, 300)).toBe(syntheticPage(7, 300));
    expect(syntheticPage(7, 300)).not.toBe(syntheticPage(8, 300));
  });

  it('writes posts the blog plugin accepts', () => {
    const problems: string[] = [];
    const post = parsePost('/docs/blog/synthetic-post-3.mdx', syntheticPost(3, 10), problems);
    expect(problems).toEqual([]);
    expect(post?.tags.length).toBe(2);
  });

  it('writes the scale’s pages and posts', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-bench-content-'));
    writeSyntheticContent(dir, 'M');
    expect(readdirSync(dir).filter((name) => name.startsWith('guides-'))).toEqual([
      'guides-00',
      'guides-01',
      'guides-02',
    ]);
    expect(readdirSync(path.join(dir, 'guides-02'))).toHaveLength(100);
    expect(syntheticPage(299, 300)).toContain('(/guides-00/synthetic-page-0#request-parameters)');
    expect(readdirSync(path.join(dir, 'blog'))).toHaveLength(300);
  });
});

describe('syntheticBlogPost', () => {
  it('opens with an excerpt of about 600 characters before the truncate marker', () => {
    const post = syntheticBlogPost(7);
    const excerpt = post.split('---\n')[2]?.split('{/* truncate */}')[0]?.trim() ?? '';
    expect(excerpt.length).toBeGreaterThanOrEqual(600);
    expect(excerpt.length).toBeLessThan(720);
    expect(syntheticBlogPost(7)).toBe(post);
  });
});
