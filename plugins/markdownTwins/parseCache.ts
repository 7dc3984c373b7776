import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Nodes, Root } from 'mdast';

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
 * `parse`, remembered on disk by the text's content hash: parsing is most of a twin's cost, and between two builds
 * most pages are unchanged. Cached trees have no source positions (the twins do not use them).
 */
export function cachedParse(dir: string, parse: (text: string) => Root): (text: string) => Root {
  mkdirSync(dir, { recursive: true });
  return (text) => {
    const key = createHash('sha256').update(parserVersions).update('\0').update(text).digest('hex');
    const file = path.join(dir, `${key}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Root;
    const tree = parse(text);
    dropPositions(tree);
    writeFileSync(file, JSON.stringify(tree));
    return tree;
  };
}
