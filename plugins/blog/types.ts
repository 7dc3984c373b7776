import type { AuthorKey } from '../../shared/authors.ts';
import type { TagKey } from '../../shared/tags.ts';

/** One validated post, as the build sees it: read once from its file, newest first in every list. */
export interface Post {
  slug: string;
  /** Absolute path of the post's file. */
  file: string;
  /** Route of the post page: `/blog/{slug}`. */
  link: string;
  title: string;
  description: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  authors: AuthorKey[];
  tags: TagKey[];
  readingMinutes: number;
  /** The post's MDX up to its `{/* truncate *\/}` marker (else its first paragraph), imports left out. */
  excerpt: string;
  /** The post's `import` lines, relative paths made absolute, for the pages that show its excerpt. */
  imports: string[];
  draft: boolean;
}
