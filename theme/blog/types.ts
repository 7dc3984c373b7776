import type { AuthorKey } from '../data/authors';
import type { TagKey } from '../data/tags';

/** One post as the blog pages, feeds and sitemap see it; collected and validated at build time. */
export interface BlogPost {
  slug: string;
  /** The post's file name in the blog folder, e.g. `vihje-v2.mdx`. */
  fileName: string;
  /** Route of the post page: `/blog/{slug}`. */
  link: string;
  title: string;
  description: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  authors: AuthorKey[];
  tags: TagKey[];
  readingMinutes: number;
  /** The post up to its `{/* truncate *\/}` marker, rendered to HTML. */
  excerptHtml: string;
  draft: boolean;
}

/** What the blog's virtual module exports. */
export interface BlogData {
  /** Newest first. */
  posts: BlogPost[];
  postsPerPage: number;
}
