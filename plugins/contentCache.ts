import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
 * The text of every TypeScript module under `paths` (folders, searched through, and files), tests left out, in a
 * stable order: the code part of a key, so that a change to the code that makes a value makes a new entry.
 */
export function codeSources(paths: readonly string[]): string[] {
  const modules = (entry: string): string[] =>
    statSync(entry).isDirectory()
      ? readdirSync(entry)
          .sort()
          .flatMap((name) => modules(path.join(entry, name)))
      : /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)
        ? [entry]
        : [];
  return paths.flatMap(modules).map((file) => readFileSync(file, 'utf8'));
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
