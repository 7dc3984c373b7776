/**
 * Replaces each of Rspress's search index files in a production build with its split form (`splitFiles.ts`): reads
 * `static/search_index.<group>.<hash>.json`, writes the folder `static/search_index.<group>/`, then deletes the single
 * file, which no page fetches any more.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Manifest, manifestFile, pageFile, parseIndexFileName, shardFile, splitFormat } from './splitFiles.ts';
import { type SearchPage, splitIndex } from './splitIndex.ts';

/**
 * An index that gzips to at most this is written whole into its manifest: a first search of the split form reads
 * the manifest, a shard or two and up to 21 page records, which together cost more than such an index.
 */
export const defaultWholeIndexGzipBytes = 64 * 1024;

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** Rspress's index pages, checked for the fields a search reads; a malformed file names itself and the page. */
export function readSearchPages(file: string): SearchPage[] {
  let pages: unknown;
  try {
    pages = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(pages)) throw new Error(`${file}: expected an array of pages`);
  pages.forEach((page, index) => {
    const { routePath, title, content, toc } = (page ?? {}) as Partial<SearchPage>;
    const problem =
      typeof routePath !== 'string'
        ? 'no routePath'
        : typeof title !== 'string' || typeof content !== 'string'
          ? 'no title or content text'
          : !Array.isArray(toc)
            ? 'no toc'
            : undefined;
    if (problem) throw new Error(`${file}: page ${index} (${String(routePath)}) has ${problem}`);
  });
  return pages as SearchPage[];
}

/** What was written for one index: its folder, its pages, and its shards (none when it was kept whole). */
export interface WrittenIndex {
  folder: string;
  pages: number;
  shards: number;
}

/** Writes one index's split folder beside it and deletes it. */
export function writeSplitIndex(indexFile: string, wholeIndexGzipBytes = defaultWholeIndexGzipBytes): WrittenIndex {
  const parsed = parseIndexFileName(path.basename(indexFile));
  if (!parsed) throw new Error(`${indexFile}: not a search index file name (search_index.<group>.<hash>.json)`);
  const pages = readSearchPages(indexFile);
  const folder = path.join(path.dirname(indexFile), parsed.folder);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const write = (name: (hash: string) => string, json: unknown): string => {
    const text = JSON.stringify(json);
    const hash = contentHash(text);
    writeFileSync(path.join(folder, name(hash)), text);
    return hash;
  };
  const manifest = manifestOf(pages, wholeIndexGzipBytes, write);
  writeFileSync(path.join(folder, manifestFile), JSON.stringify(manifest));
  unlinkSync(indexFile);
  return { folder, pages: pages.length, shards: 'shardHashes' in manifest ? manifest.shardHashes.length : 0 };
}

/** A lower bound of the length of `pages` as JSON: each page's title and content are in it, escaped. */
const jsonLengthAtLeast = (pages: readonly SearchPage[]): number =>
  pages.reduce((length, page) => length + page.title.length + page.content.length, 0);

/** The manifest of `pages`, whole when small, otherwise split, its other files written through `write`. */
function manifestOf(
  pages: SearchPage[],
  wholeIndexGzipBytes: number,
  write: (name: (hash: string) => string, json: unknown) => string,
): Manifest {
  // Text gzips to no less than a tenth: a longer index is not gzipped to find out, nor made into one string when its
  // pages' text alone is longer (a large site's whole index as JSON takes seconds to make, bench/NOTES.md).
  const longest = 10 * wholeIndexGzipBytes;
  if (jsonLengthAtLeast(pages) <= longest) {
    const text = JSON.stringify(pages);
    if (text.length <= longest && gzipSync(text).length <= wholeIndexGzipBytes) return { format: splitFormat, pages };
  }
  const split = splitIndex(pages);
  return {
    format: splitFormat,
    words: split.words,
    shardStarts: split.shardStarts,
    shardHashes: split.shards.map((shard, index) => write((hash) => shardFile(index, hash), shard)),
    pageHashes: split.pages.map((page, id) => write((hash) => pageFile(id, hash), page)),
  };
}

/** Splits every search index of the build in `outDir` (one per language and version). */
export function writeSplitIndexes(outDir: string, wholeIndexGzipBytes = defaultWholeIndexGzipBytes): WrittenIndex[] {
  const staticDir = path.join(outDir, 'static');
  const indexFiles = readdirSync(staticDir).filter((name) => parseIndexFileName(name));
  if (indexFiles.length === 0)
    throw new Error(`${staticDir}: no search index (search_index.<group>.<hash>.json) to split`);
  return indexFiles.map((name) => writeSplitIndex(path.join(staticDir, name), wholeIndexGzipBytes));
}
