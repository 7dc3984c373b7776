import { Feed } from 'feed';
import { authors } from '../../shared/authors.ts';
import { feedTitle } from '../../shared/blogFeeds.ts';
import { blogPaths } from '../../shared/blogUrls.ts';
import { site } from '../../shared/site.ts';
import { tags } from '../../shared/tags.ts';
import { publishedUrl } from '../basePath.ts';
import type { Post } from './types.ts';

const absolute = (pathname: string) => publishedUrl(pathname);

/** The blog feed (newest first): RSS 2.0 and Atom 1.0 are two renderings of it. */
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
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absolute(post.link),
      link: absolute(post.link),
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      content: post.excerptHtml,
      author: post.authors.map((key) => ({ name: authors[key].name, link: authors[key].url })),
      category: post.tags.map((key) => ({ name: tags[key].label, term: key })),
    });
  }
  return feed;
}
