import path from 'node:path';
import { collectPosts } from './collectPosts';

/** A small blog for the tests: three posts and a draft, so adding a real post never changes a test. */
export const fixtureBlogDir = path.resolve(import.meta.dirname, '__fixtures__', 'blog');

export const fixturePosts = (includeDrafts = false) => collectPosts(fixtureBlogDir, { includeDrafts });
