import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createLogger, createRsbuild, rspack } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listFiles } from '../../shared/listFiles';
import { temporaryFolder } from '../temporaryFolder';

// Rsbuild's size report taken from the written files, not from the compilation's assets
// (patches/@rsbuild+core+2.3.2+001+file-sizes-from-written-files.patch), in real Rsbuild builds.

/** Rsbuild's way of printing a size. */
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(bytes < 1000 ? 2 : 1)} kB`;

/** The files a build wrote, but for source maps and licence notes, as Rsbuild's report leaves them out. */
const writtenFiles = (dir: string) => listFiles(dir, (file) => !/\.(?:map|LICENSE\.txt)$/.test(file));

/** The total size of the files a build wrote, as they are or gzipped as Rsbuild does (level 6; all are text here). */
const writtenTotal = (dir: string, gzipped = false) =>
  writtenFiles(dir).reduce(
    (total, file) => total + (gzipped ? gzipSync(readFileSync(file), { level: 6 }).length : statSync(file).size),
    0,
  );

/** Builds a two-chunk entry with the size report on, and returns what it printed and how many assets' code it read. */
async function build(compressed: boolean) {
  const cwd = temporaryFolder('vihje-file-sizes-');
  writeFileSync(path.join(cwd, 'index.js'), "import('./two.js').then(({ two }) => console.log('sizes', two));\n");
  writeFileSync(
    path.join(cwd, 'two.js'),
    `export const two = ${JSON.stringify('a module of some size '.repeat(200))};\n`,
  );
  const printed: string[] = [];
  const print = (...args: unknown[]) => printed.push(stripVTControlCharacters(args.join(' ')));
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      customLogger: createLogger({ console: { log: print, warn: print, error: print } }),
      source: { entry: { index: './index.js' } },
      output: { sourceMap: false },
      performance: { printFileSize: { detail: false, compressed }, buildCache: false },
    },
  });
  // Where Rspack copies an asset's code out of the compilation into JavaScript.
  const codeRead = vi.spyOn(rspack.Compilation.prototype, '__internal__getAssetSource');
  await rsbuild.build();
  return { printed: printed.join('\n'), codeReads: codeRead.mock.calls.length, dist: path.join(cwd, 'dist') };
}

describe("Rsbuild's size report", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints the total of the files the build wrote, reading no asset of the compilation', async () => {
    const { printed, codeReads, dist } = await build(false);
    expect(printed).toContain(`Total size (web): ${kilobytes(writtenTotal(dist))}`);
    expect(codeReads).toBe(0);
  }, 60_000);

  it('measures the compressed sizes from the written files too', async () => {
    const { printed, codeReads, dist } = await build(true);
    const total = `${kilobytes(writtenTotal(dist))} (${kilobytes(writtenTotal(dist, true))} gzipped)`;
    expect(printed).toContain(`Total size (web): ${total}`);
    expect(codeReads).toBe(0);
  }, 60_000);
});
