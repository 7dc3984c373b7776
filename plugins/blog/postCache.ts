import { type FileRecordCache, type FileRecordCacheLocation, fileRecordCache } from '../fileRecordCache.ts';
import type { Post } from './types.ts';

/** Validated posts of earlier builds, by file, for a blog of thousands of posts that every start reads whole. */
export type PostCache = FileRecordCache<Post>;

/**
 * The blog's posts as validated by earlier builds and dev starts, in `node_modules/.cache`, each kept while its
 * file is unchanged and the code that reads posts (`plugins/blog`, the front-matter reader, `shared/` with the tag
 * and author registries) is unchanged. An invalid post is never kept, so it is reported again.
 */
export function postCache(location: FileRecordCacheLocation = {}): PostCache {
  return fileRecordCache<Post>({
    name: 'vihje-blog-posts.json',
    version: 'blog-post@2',
    code: ['plugins/blog', 'plugins/parseFrontMatter.ts', 'plugins/fileRecordCache.ts', 'shared'],
    ...location,
  });
}
