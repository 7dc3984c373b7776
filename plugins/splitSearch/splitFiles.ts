/**
 * How the split index is laid out in the build: Rspress's `static/search_index.<group>.<hash>.json` becomes the folder
 * `static/search_index.<group>/` holding `manifest-<format>.json`, `words-<n>.<hash>.json` shards and
 * `page-<id>.<hash>.json` records. The shards and records are named by their own content hash, so a deploy re-uploads
 * only what changed and each is cached as immutable; the manifest, which lists them, keeps its name and is served to
 * revalidate. So the index's name is not in the bundle, and a page's text edit changes no script
 * (`plugins/pageBodies/bodyFiles.ts`). Read by the browser (over HTTP) and by
 * the bench (from disk) through `openSplitIndex`.
 */
import { memorySource } from './memorySource.ts';
import type { SplitIndexSource } from './searchSplitIndex.ts';
import type { SearchPage, Shard } from './splitIndex.ts';

/** Bumped whenever the files' format changes, so a cached manifest of another format is never read. */
export const splitFormat = 1;

/**
 * The manifest of a split index, or of a whole one: an index that gzips to a few dozen kilobytes is cheaper fetched
 * in one file than as a manifest, shards and the records a search checks, so such a manifest holds the pages.
 */
export type Manifest = SplitManifest | WholeManifest;

export interface WholeManifest {
  format: typeof splitFormat;
  pages: SearchPage[];
}

export interface SplitManifest {
  format: typeof splitFormat;
  words: string[];
  shardStarts: number[];
  /** Content hash of each shard's file. */
  shardHashes: string[];
  /** Content hash of each page's file, by page id. */
  pageHashes: string[];
}

/**
 * The start of a group's index file name, as Rspress names it (`dist/theme/components/Search/logic/providers/
 * LocalProvider.js`): `search_index`, then `.<version>` with its first dot as `_`, then `.<lang>`.
 */
export function indexFileStem(lang: string | undefined, version: string | undefined): string {
  return `search_index${version ? `.${version.replace('.', '_')}` : ''}${lang ? `.${lang}` : ''}`;
}

/** `search_index.en.fdd79c19.json` → the folder's name and Rspress's hash; undefined for any other file. */
export function parseIndexFileName(name: string): { folder: string; hash: string } | undefined {
  const match = /^(search_index(?:\.[^/]+?)?)\.([0-9a-f]{8,})\.json$/.exec(name);
  return match ? { folder: match[1] as string, hash: match[2] as string } : undefined;
}

export const manifestFile = `manifest-${splitFormat}.json`;
export const shardFile = (index: number, hash: string) => `words-${index}.${hash}.json`;
export const pageFile = (id: number, hash: string) => `page-${id}.${hash}.json`;

/**
 * Opens a split index, reading its folder's files through `read` (a file name in the folder → its parsed JSON): from
 * memory when the manifest holds the pages, otherwise a shard or a page at a time.
 */
export async function openSplitIndex(read: (name: string) => Promise<unknown>): Promise<SplitIndexSource> {
  const manifest = (await read(manifestFile)) as Manifest | undefined;
  if (manifest?.format !== splitFormat)
    throw new Error(`${manifestFile}: not a search manifest of format ${splitFormat}`);
  if ('pages' in manifest) return memorySource(manifest.pages);
  const shards = new Map<number, Promise<Shard>>();
  const pages = new Map<number, Promise<SearchPage>>();
  const once = <T>(cache: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> => {
    const cached = cache.get(key) ?? load();
    cache.set(key, cached);
    return cached;
  };
  return {
    vocabulary: async () => manifest,
    shard: (index) =>
      once(shards, index, async () => (await read(shardFile(index, manifest.shardHashes[index] ?? ''))) as Shard),
    page: (id) => once(pages, id, async () => (await read(pageFile(id, manifest.pageHashes[id] ?? ''))) as SearchPage),
  };
}
