import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * A build's previous output is removed after the new output is written, by a process the build does not wait for.
 * Rsbuild's clean removes it first, and at tens of thousands of files that made the build slower twice over: each
 * removal waits for the disk, and an ext4 file system without a journal passes over the inodes freed in the last
 * minutes when it creates a file, so every file the build then wrote cost more (bench/NOTES.md).
 */

/** The name `outDir`'s previous output has while it waits for its removal: `doc_build.previous-<time>-<pid>`. */
const previousPrefix = (outDir: string) => `${path.basename(outDir)}.previous-`;

/** Previous outputs of `outDir` still beside it: one being removed, or one whose removal was cut short. */
export function previousOutputs(outDir: string): string[] {
  const parent = path.dirname(outDir);
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(previousPrefix(outDir)))
    .map((name) => path.join(parent, name));
}

/** Renames `outDir` to a previous output's name beside it, when it exists; returns that name. */
export function moveAside(outDir: string): string | undefined {
  if (!existsSync(outDir)) return undefined;
  const aside = path.join(path.dirname(outDir), `${previousPrefix(outDir)}${Date.now()}-${process.pid}`);
  renameSync(outDir, aside);
  return aside;
}

// Run by `node -e`: its one argument is the folders, as JSON. Two removals of one folder may overlap (a build's and a
// later one's): a file the other removed first is not an error.
const removal = `const { rmSync } = require('node:fs');
for (const folder of JSON.parse(process.argv[1])) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });`;

/**
 * Removes `folders` in a process of their own that outlives this one, so that the command that built does not wait
 * for the disk. Returns that process, for a caller that does wait (a test).
 */
export function removeInBackground(folders: readonly string[]) {
  const child = spawn(process.execPath, ['-e', removal, JSON.stringify(folders)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

/**
 * A production build moves its previous output aside instead of letting Rsbuild's clean remove it, and starts its
 * removal, with any earlier one's left over, when the build's process exits, every file of the new output written.
 * `npm run build` builds into an empty staging folder and does the same with the output it replaces
 * (`scripts/buildAtomically.ts`).
 */
export function pluginPreviousOutputLast(): RspressPlugin {
  return {
    name: 'vihje-previous-output-last',
    beforeBuild(config, isProduction) {
      if (!isProduction) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const leftOver = previousOutputs(outDir);
      const moved = moveAside(outDir);
      const folders = moved ? [...leftOver, moved] : leftOver;
      if (folders.length > 0) process.once('exit', () => removeInBackground(folders));
    },
  };
}
