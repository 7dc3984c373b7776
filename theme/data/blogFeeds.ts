import { site } from './site';

/** Where the blog's feeds are published; every blog page links them from its `<head>`. */
export const feedPaths = { rss: '/blog/rss.xml', atom: '/blog/atom.xml' } as const;

/** The feeds' title, also the title of their `<link>`s. */
export const feedTitle = `${site.title} blog`;

/** Whether a route is part of the blog (the list, its generated pages and the posts). */
export const isBlogRoute = (routePath: string): boolean => routePath === '/blog' || routePath.startsWith('/blog/');
