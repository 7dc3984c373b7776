import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { previousOutDirVariable } from './outDir.ts';

/**
 * A build's previous output is removed after the new output is written, by a process the build does not wait for.
 * Rsbuild's clean removes it first, and at tens of thousands of files that made the build slower twice over: each
 * removal waits for the disk, and an ext4 file system without a journal passes over the inodes freed in the last
 * minutes when it creates a file, so every file the build then wrote cost more (bench/NOTES.md).
 */

/** The name `outDir`'s previous output has while it waits for its removal: `doc_build.previous-<time>-<pid>`. */
const previousPrefix = (outDir: string) => `${path.basename(outDir)}.previous-`;

/** Previous outputs of `outDir` still beside it: one being removed, or one whose removal was cut short. */
function previousOutputs(outDir: string): string[] {
  const parent = path.dirname(outDir);
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(previousPrefix(outDir)))
    .map((name) => path.join(parent, name));
}

/**
 * Renames `outDir`, when it exists, to a previous output's name beside it. Returns the folders to remove: any previous
 * output still beside it, then, last, the one it renamed.
 */
export function setAside(outDir: string): string[] {
  const leftOver = previousOutputs(outDir);
  if (!existsSync(outDir)) return leftOver;
  const aside = path.join(path.dirname(outDir), `${previousPrefix(outDir)}${Date.now()}-${process.pid}`);
  renameSync(outDir, aside);
  return [...leftOver, aside];
}

// Run by `node -e`: its one argument is the folders, as JSON. Two removals of one folder may overlap (a build's and a
// later one's): a file the other removed first is not an error.
const removal = `const { rmSync } = require('node:fs');
for (const folder of JSON.parse(process.argv[1])) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });`;

/** Removes `folders` in a process of their own that outlives this one: the command that built does not wait. */
export function removeInBackground(folders: readonly string[]): void {
  if (folders.length === 0) return;
  spawn(process.execPath, ['-e', removal, JSON.stringify(folders)], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * After a failed build into `outDir`: what it wrote set aside, and the output it replaced (set aside at `replaced`, if
 * there was one) put back. Returns the folders to remove.
 */
function undoFailedBuild(outDir: string, replaced: string | undefined): string[] {
  const folders = setAside(outDir);
  if (replaced && existsSync(replaced)) renameSync(replaced, outDir);
  return folders.filter((folder) => folder !== replaced);
}

/**
 * A production build moves its previous output aside instead of letting Rsbuild's clean remove it. When the build's
 * process exits, every file of the new output written, it starts the removal of that output and any earlier one's
 * left over; when it exits with a failure (an error, an interruption), it removes what the failed build wrote and puts
 * the previous output, if any, back, so a build run as `rspress build` loses nothing either. `npm run build` builds
 * into an empty staging folder and does the same with the output it replaces (`scripts/buildAtomically.ts`).
 */
export function pluginPreviousOutputLast(): RspressPlugin {
  return {
    name: 'vihje-previous-output-last',
    beforeBuild(config, isProduction) {
      if (!isProduction) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const hadOutput = existsSync(outDir);
      const folders = setAside(outDir);
      const previous = hadOutput ? folders.at(-1) : undefined;
      replacedOutput = process.env[previousOutDirVariable] || previous;
      process.once('exit', (code) => removeInBackground(code === 0 ? folders : undoFailedBuild(outDir, previous)));
    },
  };
}

let replacedOutput: string | undefined;

/**
 * The output this production build replaces, while it builds: the folder `npm run build` names, or the one the build
 * set aside; undefined before the build's start, or when there is none. Its files are never written by the build.
 */
export const previousOutputDir = (): string | undefined =>
  replacedOutput && existsSync(replacedOutput) ? replacedOutput : undefined;
