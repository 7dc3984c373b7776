import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A package's version, from its `package.json`: exported, or else found above its entry. */
function packageVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    // Not exported: look above the entry.
  }
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
    if (found === name) return version;
  }
  throw new Error(`plugins/compiledPages: cannot find the version of ${name}`);
}

/** The packages whose versions decide a compiled page's tree: a new version makes new cache entries. */
export const parserVersions = ['@rspress/core', 'remark-parse', 'remark-mdx', 'remark-gfm']
  .map((name) => `${name}@${packageVersion(name)}`)
  .join(',');
