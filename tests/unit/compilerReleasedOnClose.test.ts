import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { fullCollection } from '../../plugins/heapGrowth';
import { temporaryFolder } from '../temporaryFolder';

// A compiler asked to release its native compiler when it closes
// (patches/@rspack+core+2.3.2+002+compiler-released-on-close.patch), and its stats read after the release
// (patches/@rspack+core+2.3.2+003+released-compilation-stats.patch), in real Rspack builds.

/** What a build leaves to its caller once the compiler has closed. */
interface Closed {
  stats: Rspack.Stats;
  compilation: Rspack.Compilation;
  /** A chunk of the compilation: its getters read the native compilation, by id, whenever they are called. */
  chunk: Rspack.Chunk;
  /** For each call of the compiler's `closed` hook, whether `Stats` could still be read then. */
  closedCalls: boolean[];
}

/** Whether the build's `Stats` can still be read. */
function readable(stats: Rspack.Stats): boolean {
  try {
    return stats.compilation.getAssets().length > 0;
  } catch {
    return false;
  }
}

/** Builds a two-module entry, closes the compiler, and collects the heap until pending finalizers have run. */
async function buildAndClose(releaseOnClose: boolean | undefined): Promise<Closed> {
  const dir = temporaryFolder('vihje-released-on-close-');
  writeFileSync(path.join(dir, 'index.js'), "import { two } from './two.js';\nconsole.log(two);\n");
  writeFileSync(path.join(dir, 'two.js'), 'export const two = 2;\n');
  const compiler = rspack({
    context: dir,
    mode: 'development',
    devtool: false,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
  });
  if (releaseOnClose !== undefined) compiler.releaseOnClose = releaseOnClose;
  let compilation: Rspack.Compilation | undefined;
  let chunk: Rspack.Chunk | undefined;
  compiler.hooks.thisCompilation.tap('test', (made) => {
    compilation = made;
    made.hooks.processAssets.tap('test', () => {
      chunk = [...made.chunks][0];
    });
  });
  const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const closedCalls: boolean[] = [];
  compiler.hooks.closed.tap('test', () => closedCalls.push(readable(stats)));
  await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
  // The native compiler is freed by its finalizer, which runs after a collection, on a later turn of the loop.
  const collect = fullCollection();
  for (let round = 0; round < 3; round += 1) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!compilation || !chunk) throw new Error('the build made no compilation or no chunk');
  return { stats, compilation, chunk, closedCalls };
}

describe('a compiler released on close', () => {
  it('frees its native compiler once nothing else holds it: the compilation can no longer be read', async () => {
    const { stats, compilation, chunk, closedCalls } = await buildAndClose(true);
    // Released before the `closed` hook is called.
    expect(closedCalls).toEqual([false]);
    expect(() => chunk.name).toThrow(/garbage collected/);
    // A compilation kept by a plugin, or read through the stats, fails loudly instead of reading freed memory.
    expect(() => compilation.getAssets()).toThrow(TypeError);
    expect(() => stats.compilation.getAssets()).toThrow(TypeError);
    // The stats tell what the compilation had when it was released: no errors, no warnings.
    expect([stats.hasErrors(), stats.hasWarnings()]).toEqual([false, false]);
    expect(stats.toJson()).toMatchObject({ errors: [], warnings: [], errorsCount: 0, warningsCount: 0 });
  }, 60_000);

  it('is not the default: a closed compiler keeps its compilation readable', async () => {
    for (const { stats, compilation, chunk, closedCalls } of [
      await buildAndClose(undefined),
      await buildAndClose(false),
    ]) {
      expect(closedCalls).toEqual([true]);
      expect(chunk.name).toBe('main');
      expect(stats.compilation.getAssets().map(({ name }) => name)).toEqual(['main.js']);
      expect(compilation.getAssets().map(({ name }) => name)).toEqual(['main.js']);
    }
  }, 60_000);
});

/** A multi-compiler build of two entries whose first compiler closes, released, as soon as its run has ended. */
async function buildFirstClosedEarly(): Promise<{ stats: Rspack.MultiStats; firstClosedBeforeSecondSealed: boolean }> {
  const dir = temporaryFolder('vihje-released-early-');
  writeFileSync(path.join(dir, 'index.js'), "console.log('index');\n");
  const config = (name: string): Rspack.RspackOptions => ({
    name,
    context: dir,
    mode: 'development',
    devtool: false,
    entry: './index.js',
    output: { path: path.join(dir, name) },
  });
  const multi = rspack([config('first'), config('second')]);
  const [first, second] = multi.compilers;
  if (!first || !second) throw new Error('no compilers');
  first.releaseOnClose = true;
  first.hooks.thisCompilation.tap('test', (compilation) => {
    compilation.hooks.processAssets.tap('test', () => {
      compilation.warnings.push(new first.rspack.WebpackError('A warning of the first compilation.'));
    });
  });
  const firstClosed = new Promise<void>((resolve) => {
    first.hooks.afterDone.tap('test', () => first.close(() => resolve()));
  });
  let firstClosedBeforeSecondSealed = false;
  let closed = false;
  void firstClosed.then(() => {
    closed = true;
  });
  second.hooks.finishMake.tapPromise('test', async () => {
    await firstClosed;
  });
  second.hooks.thisCompilation.tap('test', (compilation) => {
    compilation.hooks.seal.tap('test', () => {
      firstClosedBeforeSecondSealed = closed;
    });
  });
  const stats = await new Promise<Rspack.MultiStats>((resolve, reject) =>
    multi.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve, reject) => multi.close((error) => (error ? reject(error) : resolve())));
  return { stats, firstClosedBeforeSecondSealed };
}

describe('the stats of a compiler released before the others are done', () => {
  it("tell its errors and warnings as the build's stats, read when every compiler is done", async () => {
    const { stats, firstClosedBeforeSecondSealed } = await buildFirstClosedEarly();
    expect(firstClosedBeforeSecondSealed).toBe(true);
    expect([stats.hasErrors(), stats.hasWarnings()]).toEqual([false, true]);
    const json = stats.toJson({ all: false, errors: true, warnings: true });
    expect(json.errors).toEqual([]);
    expect(json.warnings?.map(({ message, compilerPath }) => [compilerPath, message])).toEqual([
      ['first', expect.stringContaining('A warning of the first compilation.')],
    ]);
    expect(json.children?.map(({ name }) => name)).toEqual(['first', 'second']);
  }, 60_000);
});
