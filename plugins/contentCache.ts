import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { linkOrCopy } from './linkOrCopy.ts';
import { replaceFile } from './replaceFile.ts';

/** Text remembered on disk under a hash of what it was made from, between builds. */
export interface ContentCache {
  get(key: string): string | undefined;
  /**
   * Whether there is an entry under `key`, counted as used by this build without reading it: for an entry a build
   * may not need to read (a page's record whose links come from the link check's index).
   */
  keep(key: string): boolean;
  set(key: string, value: string): void;
  /**
   * Puts the entry under `key` at `file` as a hard link (a copy where the file system refuses one), replacing what
   * is there; false when there is no entry. For an output that is an entry byte for byte: nothing may change `file`
   * in place, as the entry would change with it.
   */
  linkTo(key: string, file: string): boolean;
  /**
   * Settles once the entries no recent build used are deleted (`prune`), by a process the build does not wait for;
   * a caller that must see the folder pruned (a test) waits for it.
   */
  readonly pruned: Promise<void>;
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

export interface ContentCacheOptions {
  /** The project whose `node_modules/.cache` holds the cache; the working directory by default. */
  root?: string;
  /**
   * Whether the entries no build read or wrote in the last `keptForBuilds` builds are deleted when the cache is
   * opened. For a cache that every build reads whole (each page's entry), so that entries of old sources and old
   * code do not pile up; left out, nothing is deleted.
   */
  prune?: boolean;
}

/** How many builds an entry is kept after the last one that used it, in a pruned cache. */
const keptForBuilds = 3;

/** The file in a cache's folder listing when the last builds opened it (its name is not a key's). */
const openingsFile = 'openings.json';

// Run by `node -e`: its one argument is the folder, the time before which an entry's last use makes it unused, and
// the openings' file, as JSON. An entry gone meanwhile (another build's pruning) is not an error.
const pruning = `const { readdirSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');
const [dir, oldestUse, openings] = JSON.parse(process.argv[1]);
for (const name of readdirSync(dir)) {
  if (name === openings) continue;
  const file = path.join(dir, name);
  const lastUse = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (lastUse !== undefined && lastUse < oldestUse) rmSync(file, { force: true });
}`;

/**
 * Records this opening of `dir` and deletes the entries that none of the last `builds` openings used: each opening is
 * remembered by its time, and an entry's modification time is the last time a build read or wrote it. The entries
 * are looked through by a process of their own, which the build does not wait for: a stat of every entry held a
 * large site's build for most of a second a cache (bench/NOTES.md). An entry it deletes while this build uses it is
 * one this build finds missing, as when another build prunes it. Settles when that process has exited.
 */
function deleteUnused(dir: string, builds: number, now: number): Promise<void> {
  const listFile = path.join(dir, openingsFile);
  const openings: number[] = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const kept = openings.slice(-builds);
  writeFileSync(listFile, JSON.stringify([...kept, now]));
  if (kept.length < builds) return Promise.resolve();
  const child = spawn(process.execPath, ['-e', pruning, JSON.stringify([dir, kept[0], openingsFile])], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return new Promise((resolve) => {
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}

/** Where the site's caches live, beside Rsbuild's own: `node_modules/.cache/<name>` of the project at `root`. */
export const siteCachePath = (name: string, root: string = process.cwd()): string =>
  path.join(root, 'node_modules', '.cache', name);

/**
 * A cache in `node_modules/.cache/<name>`, beside Rsbuild's own: a cold build (caches cleared) starts it empty, and
 * entries are never stale because a key is a hash of everything the value depends on.
 */
export function contentCache(name: string, options: ContentCacheOptions = {}): ContentCache {
  const dir = siteCachePath(name, options.root);
  mkdirSync(dir, { recursive: true });
  const pruned = options.prune ? deleteUnused(dir, keptForBuilds, Date.now()) : Promise.resolve();
  const file = (key: string) => path.join(dir, key);
  // An entry's modification time is when a build last used it, on the same clock as the openings.
  const markUsed = (key: string) => {
    if (options.prune) utimesSync(file(key), new Date(), new Date());
  };
  return {
    pruned,
    get(key) {
      try {
        markUsed(key);
        return readFileSync(file(key), 'utf8');
      } catch (error) {
        // Not there: never written, or pruned by another build of the same project.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    keep(key) {
      try {
        if (options.prune) markUsed(key);
        else statSync(file(key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    set(key, value) {
      // Never the entry written again in place: an output linked to it (`linkTo`) keeps its text.
      replaceFile(file(key), value);
      markUsed(key);
    },
    linkTo(key, published) {
      try {
        markUsed(key);
        linkOrCopy(file(key), published);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
