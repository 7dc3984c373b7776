import { Feed } from 'feed';
import { authors } from '../../shared/authors.ts';
import { feedTitle } from '../../shared/blogFeeds.ts';
import { blogPaths } from '../../shared/blogUrls.ts';
import { site } from '../../shared/site.ts';
import { tags } from '../../shared/tags.ts';
import { publishedUrl } from '../basePath.ts';
import { markdownToHtml } from '../feedAssets.ts';
import type { Post } from './types.ts';

const absolute = (pathname: string) => publishedUrl(pathname);

/**
 * How many posts a feed carries, the newest: a feed reader asks for the feed again and again and shows what is new,
 * so a feed of every post would grow with the blog for nothing (Docusaurus's default limit is the same).
 */
export const feedPostCount = 20;

/** Markdown of an excerpt → HTML for the feeds; MDX comments dropped. */
export const excerptHtml = (excerpt: string): string =>
  markdownToHtml(excerpt.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').trim());

/** The blog feed of the newest `feedPostCount` posts, newest first: RSS 2.0 and Atom 1.0 are two renderings of it. */
export function buildFeed(posts: Post[]): Feed {
  const newest = posts[0];
  const feed = new Feed({
    title: feedTitle,
    description: `Release notes and articles from the ${site.productName} team.`,
    id: absolute(blogPaths.list()),
    link: absolute(blogPaths.list()),
    language: site.lang,
    favicon: absolute('/favicon.svg'),
    copyright: `Copyright © ${site.copyrightYear} ${site.productName}`,
    // A stable date keeps the feed byte-identical between builds of the same posts.
    updated: newest ? new Date(`${newest.date}T00:00:00Z`) : new Date(`${site.copyrightYear}-01-01T00:00:00Z`),
    generator: false,
    feedLinks: { rss: absolute(blogPaths.feeds.rss), atom: absolute(blogPaths.feeds.atom) },
  });
  for (const post of posts.slice(0, feedPostCount)) {
    feed.addItem({
      title: post.title,
      id: absolute(post.link),
      link: absolute(post.link),
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      content: excerptHtml(post.excerpt),
      author: post.authors.map((key) => ({ name: authors[key].name, link: authors[key].url })),
      category: post.tags.map((key) => ({ name: tags[key].label, term: key })),
    });
  }
  return feed;
}
