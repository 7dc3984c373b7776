import { blogPaths } from './blogUrls.ts';
import { site } from './site.ts';

export { isBlogRoute } from './blogUrls.ts';

/** Where the blog's feeds are published; every blog page links them from its `<head>`. */
export const feedPaths = blogPaths.feeds;

/** The feeds' title, also the title of their `<link>`s. */
export const feedTitle = `${site.title} blog`;
