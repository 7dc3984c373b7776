import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { fullCollection } from '../../plugins/heapGrowth';
import { temporaryFolder } from '../temporaryFolder';

// A compiler asked to release its native compiler when it closes
// (patches/@rspack+core+2.3.2+002+compiler-released-on-close.patch), in real Rspack builds.

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
    expect(() => stats.compilation).toThrow('Unable to access `Stats` after the compiler was shutdown');
    // A compilation kept by a plugin fails loudly instead of reading freed memory.
    expect(() => compilation.getAssets()).toThrow(TypeError);
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
