import { describe, expect, it } from 'vitest';
import { fixturePosts } from './fixtures';
import { blogRoutes, postPages } from './routes';
import type { Post } from './types';

const post = (index: number, tags: Post['tags'] = ['api']): Post => ({
  slug: `post-${index}`,
  file: `/blog/post-${index}.mdx`,
  link: `/blog/post-${index}`,
  title: `Post ${index}`,
  description: 'd',
  date: '2025-01-01',
  authors: ['vihje-team'],
  tags,
  readingMinutes: 1,
  excerpt: `Excerpt ${index}.`,
  imports: [],
  draft: false,
});

describe('blogRoutes', () => {
  const posts = Array.from({ length: 25 }, (_, index) => post(index, index < 11 ? ['api', 'suomi'] : ['api']));
  const routes = blogRoutes(posts);
  const route = (routePath: string) => routes.find((candidate) => candidate.routePath === routePath);

  it('adds list pages, the archive, a page for each tag and author with posts, and none for the others', () => {
    const paths = routes.map((candidate) => candidate.routePath);
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
        '/blog/authors',
        '/blog/authors/vihje-team',
        '/blog/authors/vihje-team/page/3',
      ]),
    );
    expect(paths).not.toContain('/blog/page/4');
    expect(paths).not.toContain('/blog/tags/suomi/page/3');
    expect(paths).not.toContain('/blog/authors/vihje-team/page/4');
    const usedTags = new Set(posts.flatMap((shown) => shown.tags));
    expect(paths.filter((routePath) => /^\/blog\/tags\/[^/]+$/.test(routePath))).toEqual(
      [...usedTags].map((tag) => `/blog/tags/${tag}`),
    );
    const usedAuthors = new Set(posts.flatMap((shown) => shown.authors));
    expect(paths.filter((routePath) => /^\/blog\/authors\/[^/]+$/.test(routePath))).toEqual(
      [...usedAuthors].map((author) => `/blog/authors/${author}`),
    );
  });

  it('gives each list page its own ten posts or fewer and where it is among the pages', () => {
    const third = route('/blog/page/3')?.body;
    expect(third?.kind === 'posts' && third.posts.map((shown) => shown.slug)).toEqual(
      ['20', '21', '22', '23', '24'].map((n) => `post-${n}`),
    );
    expect(third?.kind === 'posts' && third.nav).toEqual({ base: '/blog', page: 3, pages: 3 });
    const suomi = route('/blog/tags/suomi/page/2')?.body;
    expect(suomi?.kind === 'posts' && suomi.posts.map((shown) => shown.slug)).toEqual(['post-10']);
    const authorPage = route('/blog/authors/vihje-team/page/2')?.body;
    expect(authorPage?.kind === 'posts' && authorPage.posts.map((shown) => shown.slug)[0]).toBe('post-10');
    expect(authorPage?.kind === 'posts' && authorPage.nav).toEqual({
      base: '/blog/authors/vihje-team',
      page: 2,
      pages: 3,
    });
    expect(route('/blog/page/2')?.title).toBe('Blog, page 2');
  });

  it('counts the posts of each tag and author on their index pages, which list only those with posts', () => {
    const tagsPage = route('/blog/tags')?.body;
    const counts = tagsPage?.kind === 'cards' ? tagsPage.cards.map((card) => [card.link, card.postCount]) : [];
    expect(counts).toEqual([
      ['/blog/tags/api', 25],
      ['/blog/tags/suomi', 11],
    ]);
    const authorsPage = route('/blog/authors')?.body;
    expect(authorsPage?.kind === 'cards' && authorsPage.cards[0]?.postCount).toBe(25);
  });
});

describe('postPages', () => {
  it('gives each post its meta line and its newer and older neighbours only', () => {
    const posts = fixturePosts();
    const pages = postPages(posts);
    const [newest, middle, oldest] = posts;
    expect(pages.get(middle?.file ?? '')).toMatchObject({
      meta: {
        date: '2025-03-02',
        authors: [{ name: 'The Vihje team', link: '/blog/authors/vihje-team', avatar: '/authors/vihje-team.svg' }],
        tags: [{ label: 'API', link: '/blog/tags/api' }],
      },
      newer: { title: 'Third post', link: '/blog/third-post' },
      older: { title: 'First release', link: '/blog/first-release' },
      jsonLd: { '@type': 'BlogPosting', headline: 'Second post', url: 'https://docs.vihje.fi/blog/second-post' },
    });
    expect(pages.get(newest?.file ?? '')?.newer).toBeUndefined();
    expect(pages.get(oldest?.file ?? '')?.older).toBeUndefined();
    expect(JSON.stringify(pages.get(middle?.file ?? ''))).not.toContain('excerpt');
  });
});
