/**
 * What a reader downloads at a site's scale, read from a production build's files, gzipped as a CDN sends them: the
 * entry chunk every page loads (`static/js/index.*.js`) and what a first search fetches. With the split index
 * (`plugins/splitSearch`) that is its manifest, the shards of the query's words and the records of the pages it
 * checks (or the manifest alone, when it holds a small index whole), taken for each of `searchQueries` and reported for the heaviest; with Rspress's own search (plain Rspress),
 * its single `static/search_index*.json`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchSplitIndex } from '../plugins/splitSearch/searchSplitIndex';
import { openSplitIndex } from '../plugins/splitSearch/splitFiles';

export interface OutputSizes {
  /** The entry chunk, gzip bytes. */
  entryGzip: number;
  /** The search files a first search downloads, gzip bytes (the heaviest of `searchQueries`). */
  searchGzip: number;
}

/** Queries a reader of the bench's sites might type first: a word on every synthetic page, a phrase, a Finnish word. */
export const searchQueries = ['webhook', 'rate limit', 'postinumero'];

// Rspress's search panel asks for this many pages a field.
const searchLimit = 7;

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The gzipped size of the files of `dir` whose name matches `pattern`; throws when there is none. */
function gzipOfMatching(dir: string, pattern: RegExp): number {
  const files = readdirSync(dir).filter((name) => pattern.test(name));
  if (files.length === 0) throw new Error(`bench/outputSizes.ts: no file matching ${pattern} in ${dir}`);
  return files.reduce((sum, name) => sum + gzipOf(path.join(dir, name)), 0);
}

/** Gzip bytes of the split index's files one search reads, from a fresh start (nothing cached). */
async function splitSearchGzip(folder: string, query: string): Promise<number> {
  let bytes = 0;
  const source = await openSplitIndex(async (name) => {
    const file = path.join(folder, name);
    bytes += gzipOf(file);
    return JSON.parse(readFileSync(file, 'utf8'));
  });
  await searchSplitIndex(source, query, searchLimit);
  return bytes;
}

/** What a first search downloads from the build in `outDir`: the heaviest of `searchQueries`. */
async function firstSearchGzip(outDir: string): Promise<number> {
  const staticDir = path.join(outDir, 'static');
  const folder = readdirSync(staticDir).find((name) => /^search_index\.[^.]+$/.test(name));
  if (!folder) return gzipOfMatching(staticDir, /^search_index\..*\.json$/);
  const sizes = await Promise.all(searchQueries.map((query) => splitSearchGzip(path.join(staticDir, folder), query)));
  return Math.max(...sizes);
}

/** The sizes of the build in `outDir` (a site's `doc_build`). */
export async function outputSizes(outDir: string): Promise<OutputSizes> {
  return {
    entryGzip: gzipOfMatching(path.join(outDir, 'static', 'js'), /^index\.[\da-f]+\.js$/),
    searchGzip: await firstSearchGzip(outDir),
  };
}
