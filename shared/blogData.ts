/**
 * What the blog's pages receive from the build: each page exactly the data it shows. Computed once by plugins/blog,
 * rendered by theme/blog. Types only.
 */

/** A link to a post. */
export interface PostLink {
  title: string;
  link: string;
}

/** The line under a post's title: date, reading time, authors and tags, names resolved at build time. */
export interface PostMetaData {
  /** `YYYY-MM-DD`. */
  date: string;
  readingMinutes: number;
  authors: { name: string; link: string; avatar: string }[];
  tags: { label: string; link: string }[];
}

/** A post in a list: its link and meta line (the excerpt is the card's children, rendered from the post's MDX). */
export interface PostCardData extends PostLink {
  meta: PostMetaData;
}

/** What a post page shows around its text: the header, the newer/older links and its structured data. */
export interface PostPageData {
  meta: PostMetaData;
  newer?: PostLink;
  older?: PostLink;
  /** schema.org `BlogPosting`, for search engines. */
  jsonLd: Record<string, unknown>;
}

/** The front matter key a post page's data is under. */
export const postPageDataKey = 'blogPost';

/** Where a paginated list is: its base path, this page and how many pages it has. */
export interface PageNav {
  base: string;
  page: number;
  pages: number;
}

/** A card on `/blog/tags` or `/blog/authors`. */
export interface IndexCard {
  label: string;
  link: string;
  description: string;
  postCount: number;
  avatar?: string;
}

/** A year of `/blog/archive`. */
export interface ArchiveYear {
  year: string;
  posts: (PostLink & { date: string })[];
}

/** The text above a list of posts: the blog's own, a tag's or an author's. */
export type PostsIntro =
  | { of: 'blog' }
  | { of: 'tag'; description: string }
  | { of: 'author'; title: string; avatar: string; url?: string };

/**
 * What a page the blog generates (a list, the archive, the tag and author indexes) shows under its title. A list
 * names its posts' cards; their excerpts are compiled modules the page imports, one per post.
 */
export type BlogView =
  | { kind: 'posts'; intro: PostsIntro; cards: PostCardData[]; nav?: PageNav }
  | { kind: 'archive'; years: ArchiveYear[] }
  | { kind: 'cards'; of: 'tags' | 'authors'; cards: IndexCard[] };
