import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import { type ContentCache, contentKey } from '../contentCache';

const require = createRequire(import.meta.url);

/** A package's version, from the `package.json` above its entry (these packages do not export that file). */
function packageVersion(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
    if (found === name) return version;
  }
  throw new Error(`plugins/markdownTwins: cannot find the version of ${name}`);
}

/** The parser packages whose versions decide a tree's shape: a new version makes new cache entries. */
const parserVersions = ['remark-parse', 'remark-mdx', 'remark-gfm']
  .map((name) => `${name}@${packageVersion(name)}`)
  .join(',');

function dropPositions(node: Nodes): void {
  delete node.position;
  if ('children' in node) for (const child of node.children) dropPositions(child);
}

/**
 * `parse`, remembered by the text's content hash: parsing is most of a twin's cost, and between two builds most
 * pages are unchanged. Cached trees have no source positions (the twins do not use them).
 */
export function cachedParse(cache: ContentCache, parse: (text: string) => Root): (text: string) => Root {
  return (text) => {
    const key = contentKey(parserVersions, text);
    const cached = cache.get(key);
    if (cached !== undefined) return JSON.parse(cached) as Root;
    const tree = parse(text);
    dropPositions(tree);
    cache.set(key, JSON.stringify(tree));
    return tree;
  };
}
