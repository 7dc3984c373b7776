import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bodyNameDigits, bodyNamePatterns, pageBodiesPath } from '../pageBodies/bodyFiles.ts';
import { replaceFile } from '../replaceFile.ts';

const { page: pagePart, imports: importsPart, content: contentPart } = bodyNamePatterns;
/** A body's file as a page's module names it (`bodyFilePath`): its page part and its imports part captured. */
const bodyFileParts = new RegExp(`^(${pagePart})-(${importsPart})\\.js$`);
/** A load of a body in a server chunk: `static/pages/<page>-<imports>.js?<content hash>`, the page part captured. */
const bodyLoad = new RegExp(`^(${pagePart})-${importsPart}\\.js\\?${contentPart}`);
/** The length of a body's load (`bodyLoad`). */
const bodyLoadLength =
  pageBodiesPath.length + bodyNameDigits.page + 1 + bodyNameDigits.imports + '.js?'.length + bodyNameDigits.content;

/**
 * The edit that names a page's new body content in its route's server chunk (`chunkFile`): the chunk's module loads
 * `<body file>?<content hash>` (the hash is what has the SSG cache render the page again), and the bundler, run on the
 * page's new text, would write the chunk with the new hash and nothing else changed. Otherwise why there is no such
 * edit: the chunk is missing, it does not load the page's body exactly once, or it loads it under another name, for
 * the page's module's other imports; then only the bundler can make the chunks.
 */
export function bodyQueryEdit(chunkFile: string, bodyFile: string, bodyHash: string): (() => void) | string {
  const parts = bodyFileParts.exec(bodyFile);
  if (!parts || bodyHash.length !== bodyNameDigits.content) return `${bodyFile} is not a body's name and hash`;
  const [, page, imports] = parts;
  let chunk: string;
  try {
    chunk = readFileSync(chunkFile, 'utf8');
  } catch {
    return `its server chunk ${path.basename(chunkFile)} is missing`;
  }
  const loads = [...chunk.matchAll(new RegExp(`${page}-(${importsPart})\\.js\\?(${contentPart})`, 'g'))];
  const [load] = loads;
  if (loads.length !== 1 || !load) return `its server chunk loads its body ${loads.length} times`;
  if (load[1] !== imports) return 'it imports other modules';
  const at = load.index + load[0].length - bodyHash.length;
  return () => {
    if (load[2] !== bodyHash) replaceFile(chunkFile, chunk.slice(0, at) + bodyHash + chunk.slice(at + bodyHash.length));
  };
}

/**
 * The pages (`static/pages/<page>`) whose body more than one script of the server bundle (`assetNames`, in `dir`)
 * loads: a page another page or module imports. Its edit changes every one of those scripts, where a reuse of the
 * bundle edits only the page's own route chunk. Each script's bytes are searched, not decoded: a regular expression
 * over the whole bundle's text took twice as long as this search at ten thousand pages (bench/NOTES.md).
 */
export function sharedBodies(dir: string, assetNames: readonly string[]): string[] {
  const folder = Buffer.from(pageBodiesPath);
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const name of assetNames) {
    if (!name.endsWith('.cjs')) continue;
    const bytes = readFileSync(path.join(dir, name));
    const pages = new Set<string>();
    for (let at = bytes.indexOf(folder); at !== -1; at = bytes.indexOf(folder, at + 1)) {
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
