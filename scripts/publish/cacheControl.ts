/**
 * The `Cache-Control` each built file is served with: content-hashed assets never change under their name, so
 * browsers and CDNs keep them a year; everything else (pages, feeds, sitemap, the OpenAPI files) revalidates on
 * every use so a deploy shows at once.
 */
import path from 'node:path';

/** For content-hashed assets: their name changes whenever their bytes do. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** For every file whose name stays the same across builds. */
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

// The bundler's hash is a dot-separated segment of at least 8 hex digits: `index.3e13a30cff.js`,
// `search_index.en.2ad4bf58.json`, `lib-react.15e684e68e.js.LICENSE.txt`.
const hashSegment = /\.[0-9a-f]{8,}\./;
// A folder named the same way holds files published as a whole, such as Scalar's bundle: `scalar.8b7e0a3da0/`.
const hashedFolder = /\.[0-9a-f]{8,}$/;

/** Whether a built file (posix path relative to the build) is a content-hashed asset under `static/`. */
export function isHashedAsset(filePath: string): boolean {
  if (!filePath.startsWith('static/')) return false;
  const folders = path.posix.dirname(filePath).split('/');
  return hashSegment.test(path.posix.basename(filePath)) || folders.some((folder) => hashedFolder.test(folder));
}

/** The `Cache-Control` header for a built file. */
export function cacheControlFor(filePath: string): string {
  return isHashedAsset(filePath) ? immutableCacheControl : revalidateCacheControl;
}
