import { mkdirSync, readFileSync, type Stats, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeSources, contentKey, siteCachePath } from '../contentCache.ts';
import type { Post } from './types.ts';

/** Bumped when what an entry holds changes shape. */
const entryVersion = 'blog-post@1';

/** A post file's size and modification time: an edit changes one of them. */
const stampOf = (stats: Stats) => `${stats.size}:${stats.mtimeMs}`;

interface Stored {
  /** The code that reads posts, as a key: entries of other code are not read. */
  code: string;
  posts: Record<string, { stamp: string; post: Post }>;
}

/** Validated posts of earlier builds, by file, for a blog of thousands of posts that every start reads whole. */
export interface PostCache {
  /** The post as read when its file had these stats, if its file has not changed since. */
  get(file: string, stats: Stats): Post | undefined;
  /** Keeps a valid post, read from its file when the file had these stats. */
  set(file: string, stats: Stats, post: Post): void;
  /** Writes the posts got or set since the cache was opened (a post no longer read is dropped), if they changed. */
  save(): void;
}

/**
 * The blog's posts as validated by earlier builds and dev starts, in one file in `node_modules/.cache`, each kept
 * while its file's size and modification time stay the same and the code that reads posts (`plugins/blog`, the
 * front-matter reader, `shared/` with the tag and author registries) is unchanged. An invalid post is never kept,
 * so it is reported again.
 */
export function postCache({
  root = process.cwd(),
  codeRoot = path.resolve(import.meta.dirname, '../..'),
}: {
  /** The project whose `node_modules/.cache` holds the cache; the working directory by default. */
  root?: string;
  /** The folder with the code that reads posts, this repository's by default. */
  codeRoot?: string;
} = {}): PostCache {
  const file = siteCachePath('vihje-blog-posts.json', root);
  const code = contentKey(
    entryVersion,
    ...codeSources(
      ['plugins/blog', 'plugins/parseFrontMatter.ts', 'shared'].map((entry) => path.join(codeRoot, entry)),
    ),
  );
  let stored: Stored['posts'] = {};
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    if (read.code === code) stored = read.posts;
  } catch {
    // No cache yet, or one that does not parse: every post is read.
  }
  const kept: Stored['posts'] = {};
  let changed = false;
  return {
    get(postFile, stats) {
      const entry = stored[postFile];
      if (entry?.stamp !== stampOf(stats)) return undefined;
      kept[postFile] = entry;
      return entry.post;
    },
    set(postFile, stats, post) {
      kept[postFile] = { stamp: stampOf(stats), post };
      changed = true;
    },
    save() {
      if (!changed && Object.keys(kept).length === Object.keys(stored).length) return;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ code, posts: kept } satisfies Stored));
    },
  };
}
