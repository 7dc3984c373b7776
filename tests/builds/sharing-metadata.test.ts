// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authors } from '../../shared/authors';
import { routePathOf } from '../../shared/routePath';
import { site } from '../../shared/site';
import { builtPages } from '../e2e/builtRoutes';
import { docsPages, publishedPosts as posts } from '../e2e/routes';

/**
 * What link previews and crawlers read: the head of each built page as served, before any script runs (they run
 * none). The page is parsed by jsdom's DOMParser (this file's environment), not run.
 */
const buildDir = path.resolve('doc_build');
const pageFiles = new Map(builtPages().map((file) => [routePathOf(`/${file}`), file]));

function headOf(route: string): Document {
  const file = pageFiles.get(route);
  if (!file) throw new Error(`doc_build/ has no page for ${route}`);
  return new DOMParser().parseFromString(readFileSync(path.join(buildDir, file), 'utf8'), 'text/html');
}

const meta = (head: Document, selector: string) => head.querySelector(`head ${selector}`)?.getAttribute('content');

describe('sharing metadata in the built pages', () => {
  it.each([
    // A docs page, the reference and a post: each kind of page sets its tags its own way.
    ...docsPages
      .filter((docsPage) => docsPage.path !== '/')
      .slice(0, 1)
      .map((docsPage) => ({ route: docsPage.path, title: `${docsPage.title} | ${site.title}` })),
    { route: '/api', title: `API reference | ${site.title}` },
    ...posts.slice(0, 1).map((post) => ({ route: post.link, title: `${post.title} | ${site.title}` })),
  ])('$route has description, canonical, Open Graph and Twitter tags', ({ route, title }) => {
    const head = headOf(route);
    expect(head.title).toBe(title);
    const description = meta(head, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(40);
    expect(head.querySelector('head link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.url}${route}`);
    expect(meta(head, 'meta[property="og:url"]')).toBe(`${site.url}${route}`);
    expect(meta(head, 'meta[property="og:description"]')).toBe(description);
    expect(meta(head, 'meta[property="og:image"]')).toBe(`${site.url}/og-image.png`);
    expect(meta(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta(head, 'meta[name="twitter:title"]')).toBe(title);
    expect(meta(head, 'meta[name="twitter:description"]')).toBe(description);
  });

  it.each(posts.map((post) => [post.link, post] as const))('%s carries BlogPosting structured data', (_link, post) => {
    const jsonLd = JSON.parse(
      headOf(post.link).querySelector('head script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.date,
      url: `${site.url}${post.link}`,
      author: post.authors.map((key) => ({ name: authors[key].name })),
    });
  });
});
