import { useHead, usePage, withBase } from '@rspress/core/runtime';
import { feedPaths, feedTitle, isBlogRoute } from '../../../shared/blogFeeds';

const feedLinks = [
  { rel: 'alternate', type: 'application/rss+xml', href: withBase(feedPaths.rss), title: feedTitle },
  { rel: 'alternate', type: 'application/atom+xml', href: withBase(feedPaths.atom), title: feedTitle },
];

/**
 * Feed autodiscovery on blog pages: `<link rel="alternate">` to the RSS and Atom feeds. Rendered by the theme rather
 * than as per-route `head` functions in the config, so the config stays plain data that SSG worker threads can copy.
 */
export function BlogFeedLinks(): null {
  const { page } = usePage();
  useHead({ link: isBlogRoute(page.routePath) ? feedLinks : [] });
  return null;
}
