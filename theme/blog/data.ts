import blogData from 'virtual-blog-data';
import { type Author, type AuthorKey, authors } from '../data/authors';
import { type Tag, type TagKey, tags } from '../data/tags';
import type { BlogPost } from './types';

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

export function tagOf(key: string): (Tag & { key: TagKey }) | undefined {
  return Object.hasOwn(tags, key) ? { key: key as TagKey, ...tags[key as TagKey] } : undefined;
}

export function authorOf(key: string): (Author & { key: AuthorKey }) | undefined {
  return Object.hasOwn(authors, key) ? { key: key as AuthorKey, ...authors[key as AuthorKey] } : undefined;
}

/** The posts either side of `slug`: newer is the next one up the list. */
export function neighbours(slug: string): { newer?: BlogPost; older?: BlogPost } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { newer: posts[index - 1], older: posts[index + 1] };
}
