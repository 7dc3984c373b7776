import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureBlogDir, fixturePosts } from './fixtures';
import { blogPageSource } from './pageSource';
import { blogRoutes } from './routes';

const sourceOf = (routePath: string) => {
  const route = blogRoutes(fixturePosts()).find((candidate) => candidate.routePath === routePath);
  if (!route) throw new Error(`no route ${routePath}`);
  return blogPageSource(route);
};

describe('blogPageSource', () => {
  it('writes front matter for the layout, and no Copy Markdown on a list of other pages', () => {
    expect(sourceOf('/blog').split('\n').slice(0, 9)).toEqual([
      '---',
      'title: "Blog"',
      'description: "Release notes and articles from the Vihje team, newest first."',
      'sidebar: false',
      'outline: false',
      'footer: false',
      'copyMarkdown: false',
      '---',
      '',
    ]);
  });

  it('puts each shown post in a card with its excerpt as MDX, and the imports the excerpts need', () => {
    const source = sourceOf('/blog');
    expect(source).toContain(`import { Example } from '${path.join(fixtureBlogDir, 'example')}';`);
    expect(source.match(/<PostCard /g)).toHaveLength(3);
    expect(source).toContain(
      'The opening paragraph of the first release, with `code` and [a link](/data).\n\n<Example />',
    );
    expect(source).not.toContain('After the marker');
    expect(source).not.toContain('Not ready.');
    // Three posts fit on one page: no pagination.
    expect(source).not.toContain('<Pagination');
  });

  it('gives a tag page only the posts with that tag', () => {
    const source = sourceOf('/blog/tags/suomi');
    expect(source.match(/<PostCard /g)).toHaveLength(1);
    expect(source).toContain('"link":"/blog/third-post"');
    expect(source).not.toContain('/blog/second-post');
    expect(source).not.toContain('import { Example }');
  });

  it('gives the archive titles, links and dates only', () => {
    const source = sourceOf('/blog/archive');
    expect(source).toContain(
      '<Archive years={[{"year":"2025","posts":[{"title":"Third post","link":"/blog/third-post","date":"2025-06-20"},',
    );
    expect(source).not.toContain('excerpt');
  });
});
