import { describe, expect, it } from 'vitest';
import { blogPaths } from '../../shared/blogUrls';
import { axeRoutes, generatedKind } from '../e2e/routeKinds';

/** A made-up site: docs pages, posts, and list, tag and author pages for the given tags and list length. */
function site(tags: string[], listPages: number): string[] {
  return [
    '/',
    '/data',
    '/api',
    blogPaths.list(),
    ...Array.from({ length: listPages - 1 }, (_, index) => blogPaths.list(index + 2)),
    blogPaths.post('first-post'),
    blogPaths.post('second-post'),
    blogPaths.archive,
    blogPaths.tags,
    ...tags.flatMap((tag) => [blogPaths.tag(tag), blogPaths.tag(tag, 2), blogPaths.tag(tag, 3)]),
    blogPaths.authors,
    blogPaths.author('ada'),
    blogPaths.author('grace'),
    blogPaths.author('grace', 2),
    '/no-such-page',
  ];
}

describe('generated blog list pages, by kind', () => {
  it('tells the kind, name and page of each generated page from its path', () => {
    expect(generatedKind(blogPaths.list(4))).toEqual({ kind: '/blog/page/:n', name: '', page: 4 });
    expect(generatedKind(blogPaths.tag('maps'))).toEqual({ kind: '/blog/tags/:name', name: 'maps', page: 1 });
    expect(generatedKind(blogPaths.tag('maps', 2))).toEqual({
      kind: '/blog/tags/:name/page/:n',
      name: 'maps',
      page: 2,
    });
    expect(generatedKind(blogPaths.author('ada'))).toEqual({ kind: '/blog/authors/:name', name: 'ada', page: 1 });
    expect(generatedKind(blogPaths.author('ada', 3))).toEqual({
      kind: '/blog/authors/:name/page/:n',
      name: 'ada',
      page: 3,
    });
  });

  it.each([
    '/',
    blogPaths.list(),
    blogPaths.post('a-post'),
    blogPaths.archive,
    blogPaths.tags,
    blogPaths.authors,
    '/blog/tags/maps/extra',
  ])('counts %s as its own view', (route) => {
    expect(generatedKind(route)).toBeUndefined();
  });

  it('keeps for axe every page that is its own view and the first and last page of each generated kind', () => {
    expect(axeRoutes(site(['alpha', 'beta', 'gamma'], 3))).toEqual([
      '/',
      '/data',
      '/api',
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/first-post',
      '/blog/second-post',
      '/blog/archive',
      '/blog/tags',
      '/blog/tags/alpha',
      '/blog/tags/alpha/page/2',
      '/blog/tags/gamma',
      '/blog/tags/gamma/page/3',
      '/blog/authors',
      '/blog/authors/ada',
      '/blog/authors/grace',
      '/blog/authors/grace/page/2',
      '/no-such-page',
    ]);
  });

  it('adds no axe route when more tags and list pages are generated', () => {
    const small = axeRoutes(site(['alpha', 'beta', 'gamma'], 3));
    const large = axeRoutes(site(['alpha', 'beta', 'delta', 'epsilon', 'gamma'], 9));
    expect(large).toHaveLength(small.length);
  });
});
