import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { pluginBundlerReleased } from './bundlerReleased';
import { compilersOf } from './compilers';

/** An Rsbuild project of one entry with the plugin, and the compilers it makes and a chunk of their compilation. */
async function project(mode?: 'development') {
  const cwd = temporaryFolder('vihje-bundler-released-');
  writeFileSync(path.join(cwd, 'index.js'), 'console.log(1);\n');
  const made: { compilers: Rspack.Compiler[]; chunk?: Rspack.Chunk } = { compilers: [] };
  const keep: RsbuildPlugin = {
    name: 'compilers-and-chunk-kept',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        made.compilers = compilersOf(compiler);
      });
      api.processAssets({ stage: 'report' }, ({ compilation }) => {
        made.chunk = [...compilation.chunks][0];
      });
    },
  };
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      logLevel: 'silent',
      mode,
      source: { entry: { index: './index.js' } },
      output: { sourceMap: false },
      performance: { printFileSize: false },
      plugins: [...(pluginBundlerReleased().builderConfig?.plugins ?? []), keep],
    },
  });
  return { rsbuild, made };
}

/** Whether the chunk can still read its compilation. */
function chunkReadable(chunk: Rspack.Chunk | undefined): boolean {
  try {
    return chunk?.name !== undefined;
  } catch {
    return false;
  }
}

describe('pluginBundlerReleased', () => {
  it("has a production build's compilers release their native side when they close, and frees it", async () => {
    const { rsbuild, made } = await project();
    const { stats } = await rsbuild.build();
    expect(made.compilers.map((compiler) => compiler.releaseOnClose)).toEqual([true]);
    expect(() => (stats as Rspack.Stats).compilation).toThrow('after the compiler was shutdown');
    // The native compiler's finalizer runs on a later turn of the loop after the plugin's collection (a few turns at
    // most; without a collection none runs, as nothing here allocates enough for V8 to collect on its own).
    for (let turn = 0; turn < 5 && chunkReadable(made.chunk); turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(() => made.chunk?.name).toThrow(/garbage collected/);
  }, 60_000);

  it("leaves the dev server's compilers as Rspack makes them", async () => {
    const { rsbuild, made } = await project('development');
    await rsbuild.createCompiler();
    expect(made.compilers.map((compiler) => compiler.releaseOnClose)).toEqual([false]);
  }, 60_000);
});
