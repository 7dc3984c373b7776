import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Text remembered on disk under a hash of what it was made from, between builds. */
export interface ContentCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** A hash of `parts`, for a `ContentCache` key. */
export function contentKey(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * A cache in `node_modules/.cache/<name>`, beside Rsbuild's own: a cold build (caches cleared) starts it empty, and
 * entries are never stale because a key is a hash of everything the value depends on.
 */
export function contentCache(name: string, root: string = process.cwd()): ContentCache {
  const dir = path.join(root, 'node_modules', '.cache', name);
  mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, key);
  return {
    get: (key) => (existsSync(file(key)) ? readFileSync(file(key), 'utf8') : undefined),
    set: (key, value) => writeFileSync(file(key), value),
  };
}
