/**
 * What a reader downloads at a site's scale, read from a production build's files: the entry chunk every page loads
 * (`static/js/index.*.js`) and the search index a first search fetches (`static/search_index*.json`), gzipped as a
 * CDN sends them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface OutputSizes {
  /** The entry chunk, gzip bytes. */
  entryGzip: number;
  /** The search index files a first search downloads, gzip bytes. */
  searchGzip: number;
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The gzipped size of the files of `dir` whose name matches `pattern`; throws when there is none. */
function gzipOfMatching(dir: string, pattern: RegExp): number {
  const files = readdirSync(dir).filter((name) => pattern.test(name));
  if (files.length === 0) throw new Error(`bench/outputSizes.ts: no file matching ${pattern} in ${dir}`);
  return files.reduce((sum, name) => sum + gzipOf(path.join(dir, name)), 0);
}

/** The sizes of the build in `outDir` (a site's `doc_build`). */
export function outputSizes(outDir: string): OutputSizes {
  return {
    entryGzip: gzipOfMatching(path.join(outDir, 'static', 'js'), /^index\.[\da-f]+\.js$/),
    searchGzip: gzipOfMatching(path.join(outDir, 'static'), /^search_index\..*\.json$/),
  };
}
