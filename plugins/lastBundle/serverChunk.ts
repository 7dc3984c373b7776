import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../replaceFile.ts';

/** A body's file as a page's module names it: `static/pages/<page>-<imports>.js`. */
const bodyFileParts = /^(static\/pages\/[0-9a-f]{16})-([0-9a-f]{8})\.js$/;

/**
 * The edit that names a page's new body content in its route's server chunk (`chunkFile`): the chunk's module loads
 * `<body file>?<content hash>` (the hash is what has the SSG cache render the page again), and the bundler, run on the
 * page's new text, would write the chunk with the new hash and nothing else changed. Undefined when the chunk does
 * not load that page's body exactly once under the same name, its module's imports: then the page's module changed,
 * and only the bundler can make the chunks.
 */
export function bodyQueryEdit(chunkFile: string, bodyFile: string, bodyHash: string): (() => void) | undefined {
  const parts = bodyFileParts.exec(bodyFile);
  if (!parts) return undefined;
  const [, page, imports] = parts;
  let chunk: string;
  try {
    chunk = readFileSync(chunkFile, 'utf8');
  } catch {
    return undefined;
  }
  const loads = [...chunk.matchAll(new RegExp(`${page}-([0-9a-f]{8})\\.js\\?([0-9a-f]{16})`, 'g'))];
  const [load] = loads;
  if (loads.length !== 1 || !load || load[1] !== imports || bodyHash.length !== 16) return undefined;
  const at = load.index + load[0].length - bodyHash.length;
  return () => {
    if (load[2] !== bodyHash) replaceFile(chunkFile, chunk.slice(0, at) + bodyHash + chunk.slice(at + bodyHash.length));
  };
}

/** A load of a body in a server chunk: `static/pages/<page>-<imports>.js?<content hash>`, the page part captured. */
const bodyLoad = /^(static\/pages\/[0-9a-f]{16})-[0-9a-f]{8}\.js\?[0-9a-f]{16}/;
const bodiesFolder = Buffer.from('static/pages/');
/** The length of a body's load (`bodyLoad`). */
const bodyLoadLength = 'static/pages/'.length + 16 + 1 + 8 + '.js?'.length + 16;

/**
 * The pages (`static/pages/<page>`) whose body more than one script of the server bundle (`assetNames`, in `dir`)
 * loads: a page another page or module imports. Its edit changes every one of those scripts, where a reuse of the
 * bundle edits only the page's own route chunk. Each script's bytes are searched, not decoded: a regular expression
 * over the whole bundle's text took 2.3 s at XL (188 MB).
 */
export function sharedBodies(dir: string, assetNames: readonly string[]): string[] {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const name of assetNames) {
    if (!name.endsWith('.cjs')) continue;
    const bytes = readFileSync(path.join(dir, name));
    const pages = new Set<string>();
    for (let at = bytes.indexOf(bodiesFolder); at !== -1; at = bytes.indexOf(bodiesFolder, at + 1)) {
      const page = bodyLoad.exec(bytes.toString('latin1', at, at + bodyLoadLength))?.[1];
      if (page) pages.add(page);
    }
    for (const page of pages) {
      if (seen.has(page)) shared.add(page);
      seen.add(page);
    }
  }
  return [...shared].sort();
}
