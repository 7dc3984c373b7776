/**
 * The blog's URL scheme: every path the blog publishes, for the build (routes, feeds, sitemap) and the pages' links.
 * Imported by Node and by the theme, so it imports nothing.
 */

/** Where the blog lives. */
export const blogBase = '/blog';

/** Posts on one list page (`/blog`, a tag's or an author's pages). */
export const postsPerPage = 10;

/** Page `page` of a paginated list: the base for page 1, then `{base}/page/{n}`. */
export const pagePath = (base: string, page: number): string => (page === 1 ? base : `${base}/page/${page}`);

export const blogPaths = {
  list: (page = 1): string => pagePath(blogBase, page),
  post: (slug: string): string => `${blogBase}/${slug}`,
  archive: `${blogBase}/archive`,
  tags: `${blogBase}/tags`,
  tag: (tag: string, page = 1): string => pagePath(`${blogBase}/tags/${tag}`, page),
  authors: `${blogBase}/authors`,
  author: (author: string, page = 1): string => pagePath(`${blogBase}/authors/${author}`, page),
  feeds: { rss: `${blogBase}/rss.xml`, atom: `${blogBase}/atom.xml` },
} as const;

/** Whether a route is part of the blog (the list, its generated pages and the posts). */
export const isBlogRoute = (routePath: string): boolean =>
  routePath === blogBase || routePath.startsWith(`${blogBase}/`);
