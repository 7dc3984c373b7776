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
  throw new Error(`plugins/packageVersions: cannot find the version of ${name}`);
}

/** `name@version` of each package, for a cache key: a new version of one of them makes new entries. */
export function packageVersions(names: readonly string[]): string {
  return names.map((name) => `${name}@${packageVersion(name)}`).join(',');
}
