/**
 * What the bucket should hold for a build: every file under its own key, except that each page is stored under its
 * clean URL and its old URLs' keys hold website redirects to it; each object with its content type, cache header and
 * upload phase.
 */
import { contentTypeFor, fallbackContentType, htmlContentType } from '../../shared/contentTypes.ts';
import { cacheControlFor, isHashedAsset, revalidateCacheControl } from './cacheControl.ts';
import { pageKeys } from './cleanUrls.ts';
import { type LocalFile, md5Hex } from './localFiles.ts';

/**
 * Upload phases, in order: hashed assets first, so that no page ever references an asset that is not up yet; then the
 * other non-HTML files (feeds, sitemap, OpenAPI, images); then the pages; then the old URLs' redirects, so that none
 * points at a page that is not up yet.
 */
export const phases = ['assets', 'files', 'pages', 'redirects'] as const;
export type Phase = (typeof phases)[number];

/** One object the bucket should hold after the publish. */
export interface DesiredObject {
  key: string;
  /** The built file whose bytes the object holds or, with `redirectTo`, whose clean URL it redirects to. */
  file: LocalFile;
  /**
   * Set on an old URL's key (`data.html`, `data/index.html`): the object is empty and carries this path as its
   * website redirect location, which a bucket website answers with a 301.
   */
  redirectTo?: string;
  /** Size and MD5 of the body uploaded: the file's bytes, or nothing for a redirect. */
  size: number;
  md5: string;
  contentType: string;
  cacheControl: string;
  phase: Phase;
}

/** The MD5 of an empty body, a redirect's. */
const emptyMd5 = md5Hex(new Uint8Array());

/**
 * The key prefix for a `--prefix` value: `''` for none, else the segments joined with `/` and a trailing `/`, so that
 * `docs` never matches `docs-old/…`. Throws on `.` or `..` segments, which S3 keys allow but URLs resolve away; the
 * message names `flag`.
 */
export function keyPrefixFor(prefix: string, flag = '--prefix'): string {
  const segments = prefix.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`${flag} "${prefix}": "." and ".." segments are not allowed.`);
  }
  return segments.length === 0 ? '' : `${segments.join('/')}/`;
}

function phaseFor(filePath: string): Phase {
  if (isHashedAsset(filePath)) return 'assets';
  return filePath.endsWith('.html') ? 'pages' : 'files';
}

/**
 * The objects for a build under a key prefix (from {@link keyPrefixFor}), sorted by key, and warnings: files of an
 * unknown type, and pages or redirects that could not take their key because another object owns it. A file that is
 * not a page always has its own key; between two pages, the one that sorts first wins; a page whose clean URL is
 * taken stays under its own key. Redirect locations are paths under `sitePath`, the path the build is served under
 * (`/data` for the site at the root of its host, `/previews/pr-42/data` for a preview beside it).
 */
export function desiredObjects(
  files: readonly LocalFile[],
  keyPrefix: string,
  sitePath = '/',
): { objects: DesiredObject[]; warnings: string[] } {
  const objects = new Map<string, DesiredObject>();
  const warnings: string[] = [];
  const pages: LocalFile[] = [];
  for (const file of files) {
    if (pageKeys(file.path) !== undefined) {
      pages.push(file);
      continue;
    }
    const known = contentTypeFor(file.path);
    if (known === undefined) warnings.push(`${file.path}: unknown file type, stored as ${fallbackContentType}`);
    objects.set(file.path, {
      key: keyPrefix + file.path,
      file,
      size: file.size,
      md5: file.md5,
      contentType: known ?? fallbackContentType,
      cacheControl: cacheControlFor(file.path),
      phase: phaseFor(file.path),
    });
  }
  const builtPaths = new Set(files.map((file) => file.path));
  /** The file that holds or will hold `key`, if any. */
  const ownerOf = (key: string): string | undefined =>
    objects.get(key)?.file.path ?? (builtPaths.has(key) ? key : undefined);
  const page = (file: LocalFile, key: string): DesiredObject => ({
    key: keyPrefix + key,
    file,
    size: file.size,
    md5: file.md5,
    contentType: htmlContentType,
    cacheControl: revalidateCacheControl,
    phase: 'pages',
  });

  for (const file of pages) {
    const { clean, old } = pageKeys(file.path) as NonNullable<ReturnType<typeof pageKeys>>;
    const cleanOwner = ownerOf(clean);
    if (cleanOwner !== undefined) {
      warnings.push(
        `${file.path}: clean URL key ${clean} is taken by ${cleanOwner}, so the page stays under its own key`,
      );
      objects.set(file.path, page(file, file.path));
      continue;
    }
    objects.set(clean, page(file, clean));
    for (const key of old) {
      const owner = key === file.path ? undefined : ownerOf(key);
      if (owner !== undefined) {
        warnings.push(`${file.path}: redirect ${key} → /${clean} skipped, ${owner} already uses that key`);
        continue;
      }
      objects.set(key, {
        key: keyPrefix + key,
        file,
        redirectTo: `${sitePath}${clean}`,
        size: 0,
        md5: emptyMd5,
        contentType: htmlContentType,
        cacheControl: revalidateCacheControl,
        phase: 'redirects',
      });
    }
  }
  const sorted = [...objects.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { objects: sorted, warnings };
}
