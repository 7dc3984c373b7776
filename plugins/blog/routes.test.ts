import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pagePath } from '../../theme/blog/pagination';
import type { BlogPost } from '../../theme/blog/types';
import { blogRouteContent, blogRoutes } from './routes';

const post = (index: number, tags: BlogPost['tags'] = ['api']): BlogPost => ({
  slug: `post-${index}`,
  fileName: `post-${index}.mdx`,
  link: `/blog/post-${index}`,
  title: `Post ${index}`,
  description: 'd',
  date: '2025-01-01',
  authors: ['vihje-team'],
  tags,
  readingMinutes: 1,
  excerptHtml: '<p>x</p>',
  draft: false,
});

describe('pagination', () => {
  it('pages 25 items as 10, 10, 5', () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(pageCount(items.length)).toBe(3);
    expect(pageItems(items, 1)).toHaveLength(10);
    expect(pageItems(items, 3)).toEqual([20, 21, 22, 23, 24]);
    expect(pageCount(0)).toBe(1);
    expect(pagePath('/blog', 1)).toBe('/blog');
    expect(pagePath('/blog/tags/api', 2)).toBe('/blog/tags/api/page/2');
  });
});

describe('blogRoutes', () => {
  it('adds list pages, the archive, every tag and author page', () => {
    const posts = Array.from({ length: 25 }, (_, index) => post(index, index < 11 ? ['api', 'suomi'] : ['api']));
    const paths = blogRoutes(posts).map((route) => route.routePath);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/blog',
        '/blog/page/2',
        '/blog/page/3',
        '/blog/archive',
        '/blog/tags',
        '/blog/tags/api',
        '/blog/tags/api/page/3',
        '/blog/tags/suomi/page/2',
        '/blog/tags/yritystiedot',
        '/blog/authors',
        '/blog/authors/vihje-team',
      ]),
    );
    expect(paths).not.toContain('/blog/page/4');
    expect(paths).not.toContain('/blog/tags/suomi/page/3');
    expect(paths.filter((routePath) => /^\/blog\/tags\/[^/]+$/.test(routePath))).toHaveLength(9);
  });

  it('renders a page as front matter and the view', () => {
    const [first] = blogRoutes([post(1)]);
    expect(first && blogRouteContent(first)).toBe(
      [
        '---',
        'title: "Blog"',
        'description: "Release notes and articles from the Vihje team, newest first."',
        'sidebar: false',
        'outline: false',
        'footer: false',
        '---',
        '',
        "import { BlogView } from '@theme/blog/BlogView';",
        '',
        '<BlogView view={"list"} page={1} />',
        '',
      ].join('\n'),
    );
  });
});
