import blogData from 'virtual-blog-data';
import type { BlogPost } from './types';

export { authorOf } from '../data/authors';
export { tagOf } from '../data/tags';

/** The blog's build-time data (posts newest first); only blog pages import this module. */
export const { posts, postsPerPage } = blogData;

export function postBySlug(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

export function postsWithTag(tag: string): BlogPost[] {
  return posts.filter((post) => post.tags.some((key) => key === tag));
}

export function postsByAuthor(author: string): BlogPost[] {
  return posts.filter((post) => post.authors.some((key) => key === author));
}

/** The posts either side of `slug`: newer is the next one up the list. */
export function neighbours(slug: string): { newer?: BlogPost; older?: BlogPost } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { newer: posts[index - 1], older: posts[index + 1] };
}
