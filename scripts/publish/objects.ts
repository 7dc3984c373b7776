/**
 * What the bucket should hold for a build: every file under its own key plus the clean-URL copies of each page, each
 * with its content type, cache header and upload phase.
 */
import { contentTypeFor, fallbackContentType, htmlContentType } from '../../shared/contentTypes';
import { cacheControlFor, isHashedAsset, revalidateCacheControl } from './cacheControl';
import { pageAliases } from './cleanUrls';
import type { LocalFile } from './localFiles';

/**
 * Upload phases, in order: hashed assets first, so that no page ever references an asset that is not up yet; then the
 * other non-HTML files (feeds, sitemap, OpenAPI, images); then the pages and their clean-URL copies.
 */
export const phases = ['assets', 'files', 'pages'] as const;
export type Phase = (typeof phases)[number];

/** One object the bucket should hold after the publish. */
export interface DesiredObject {
  key: string;
  /** The built file whose bytes the object holds. */
  file: LocalFile;
  contentType: string;
  cacheControl: string;
  phase: Phase;
}

/**
 * The key prefix for a `--prefix` value: `''` for none, else the segments joined with `/` and a trailing `/`, so that
 * `docs` never matches `docs-old/…`. Throws on `.` or `..` segments, which S3 keys allow but URLs resolve away.
 */
export function keyPrefixFor(prefix: string): string {
  const segments = prefix.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`--prefix "${prefix}": "." and ".." segments are not allowed.`);
  }
  return segments.length === 0 ? '' : `${segments.join('/')}/`;
}

function phaseFor(filePath: string): Phase {
  if (isHashedAsset(filePath)) return 'assets';
  return filePath.endsWith('.html') ? 'pages' : 'files';
}

/**
 * The objects for a build under a key prefix (from {@link keyPrefixFor}), sorted by key, and warnings: files of an
 * unknown type, and clean-URL copies dropped because another file or page already owns that key (a built file always
 * wins over a copy; between two copies, the one from the page that sorts first).
 */
export function desiredObjects(
  files: readonly LocalFile[],
  keyPrefix: string,
): { objects: DesiredObject[]; warnings: string[] } {
  const objects = new Map<string, DesiredObject>();
  const warnings: string[] = [];
  for (const file of files) {
    const known = contentTypeFor(file.path);
    if (known === undefined) warnings.push(`${file.path}: unknown file type, stored as ${fallbackContentType}`);
    objects.set(file.path, {
      key: keyPrefix + file.path,
      file,
      contentType: known ?? fallbackContentType,
      cacheControl: cacheControlFor(file.path),
      phase: phaseFor(file.path),
    });
  }
  for (const file of files) {
    for (const alias of pageAliases(file.path)) {
      const owner = objects.get(alias);
      if (owner !== undefined) {
        warnings.push(`${file.path}: clean URL copy ${alias} skipped, ${owner.file.path} already uses that key`);
        continue;
      }
      objects.set(alias, {
        key: keyPrefix + alias,
        file,
        contentType: htmlContentType,
        cacheControl: revalidateCacheControl,
        phase: 'pages',
      });
    }
  }
  const sorted = [...objects.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { objects: sorted, warnings };
}
