import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authors } from '../../shared/authors';
import { tags } from '../../shared/tags';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { BlogValidationError, collectPosts, parsePost, sortPosts } from './collectPosts';
import { fixtureBlogDir, fixturePosts } from './fixtures';

/** A post's source with front matter fields overridden (undefined removes a field). */
function postSource(
  fields: Record<string, string | undefined> = {},
  body = 'Intro **bold**.\n\n{/* truncate */}\n\n## Rest\n\nMore.\n',
) {
  const defaults: Record<string, string> = {
    title: 'A post',
    date: '2025-08-20',
    authors: '[vihje-team]',
    tags: '[api, vihje]',
    description: 'One sentence.',
  };
  const lines = Object.entries({ ...defaults, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

function problemsOf(fields: Record<string, string | undefined>, file = 'docs/blog/a-post.mdx'): string[] {
  const problems: string[] = [];
  parsePost(path.resolve(file), postSource(fields), problems);
  return problems;
}

function blogDir(files: Record<string, string>): string {
  const dir = temporaryFolder('vihje-blog-');
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}

describe('parsePost', () => {
  it('reads front matter, slug, reading time and the excerpt up to the truncate marker', () => {
    const problems: string[] = [];
    const words = Array.from({ length: 600 }, (_, index) => `word${index}`).join(' ');
    const post = parsePost(
      path.resolve('docs/blog/vihje-v2.mdx'),
      postSource({}, `Intro with \`code\` and [a link](/data).\n\n{/* truncate */}\n\n${words}\n`),
      problems,
    );
    expect(problems).toEqual([]);
    expect(post).toMatchObject({
      slug: 'vihje-v2',
      link: '/blog/vihje-v2',
      title: 'A post',
      description: 'One sentence.',
      date: '2025-08-20',
      authors: ['vihje-team'],
      tags: ['api', 'vihje'],
      readingMinutes: 3,
      draft: false,
    });
    expect(post?.excerpt).toBe('Intro with `code` and [a link](/data).');
  });

  it('takes the first paragraph as the excerpt when there is no marker', () => {
    const post = parsePost(path.resolve('docs/blog/x.mdx'), postSource({}, 'First.\n\nSecond.\n'), []);
    expect(post?.excerpt).toBe('First.');
  });

  it('keeps the MDX of the excerpt, and the imports with their paths made absolute', () => {
    const [, , first] = fixturePosts();
    expect(first?.slug).toBe('first-release');
    expect(first?.excerpt).toBe(
      'The opening paragraph of the first release, with `code` and [a link](/data).\n\n<Example />',
    );
    expect(first?.imports).toEqual([`import { Example } from '${path.join(fixtureBlogDir, 'example')}';`]);
  });

  it.each([
    [{ tags: '[api, nope]' }, `unknown tag "nope" (known: ${Object.keys(tags).join(', ')})`],
    [{ authors: '[somebody]' }, `unknown author "somebody" (known: ${Object.keys(authors).join(', ')})`],
    [{ authors: undefined }, 'missing authors'],
    [{ date: undefined }, 'missing date'],
    [{ date: '2025-02-30' }, 'invalid date "2025-02-30"'],
    [{ date: 'yesterday' }, 'invalid date "yesterday"'],
    [{ title: undefined }, 'missing title'],
    [{ title: '""' }, 'missing title'],
    [{ description: undefined }, 'missing description'],
    [{ draft: 'maybe' }, '"draft" must be true or false'],
  ])('reports %o with the file path', (fields, reason) => {
    const problems = problemsOf(fields);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/blog\/a-post\.mdx: /);
    expect(problems[0]).toContain(reason);
  });

  it('rejects a file name that is not a slug', () => {
    expect(problemsOf({}, 'docs/blog/Not A Slug.mdx')[0]).toContain('is not a URL slug');
  });
});

describe('collectPosts', () => {
  it('returns posts newest first, same-day posts by title', () => {
    const dir = blogDir({
      'old.mdx': postSource({ title: 'Old', date: '2025-01-01' }),
      'b-new.mdx': postSource({ title: 'B new', date: '2025-10-14' }),
      'a-new.md': postSource({ title: 'A new', date: '2025-10-14' }),
    });
    expect(collectPosts(dir, { includeDrafts: false }).map((post) => post.slug)).toEqual(['a-new', 'b-new', 'old']);
  });

  it('keeps drafts in dev only', () => {
    const dir = blogDir({
      'published.mdx': postSource({ title: 'Published' }),
      'draft.mdx': postSource({ title: 'Draft', draft: 'true' }),
    });
    expect(collectPosts(dir, { includeDrafts: false }).map((post) => post.slug)).toEqual(['published']);
    expect(collectPosts(dir, { includeDrafts: true }).map((post) => post.slug)).toEqual(['draft', 'published']);
  });

  it('fails on two posts with the same slug, and lists every problem at once', () => {
    const dir = blogDir({
      'same.md': postSource(),
      'same.mdx': postSource(),
      'broken.mdx': postSource({ tags: '[nope]', date: 'soon' }),
    });
    let error: unknown;
    try {
      collectPosts(dir, { includeDrafts: false });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BlogValidationError);
    const { problems, message } = error as BlogValidationError;
    expect(problems).toHaveLength(3);
    expect(message).toMatch(/same\.mdx: the slug "same" is already used by .*same\.md/);
    expect(message).toMatch(/broken\.mdx: invalid date "soon"/);
    expect(message).toMatch(/broken\.mdx: unknown tag "nope"/);
  });

  it('collects a blog folder with its dates, newest first, the draft only when asked', () => {
    expect(fixturePosts().map((post) => [post.slug, post.date])).toEqual([
      ['third-post', '2025-06-20'],
      ['second-post', '2025-03-02'],
      ['first-release', '2025-01-10'],
    ]);
    expect(fixturePosts(true).map((post) => post.slug)).toContain('unfinished-draft');
  });
});

describe('sortPosts', () => {
  it('does not change its input', () => {
    const posts = fixturePosts();
    const reversed = [...posts].reverse();
    expect(sortPosts(reversed)).toEqual(posts);
    expect(reversed[0]?.slug).toBe('first-release');
  });
});
