import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { routeList } from '../tests/routeList';
import { temporaryFolder } from '../tests/temporaryFolder';
import { pluginBundlerReleased } from './bundlerReleased';
import { compilersOf } from './compilers';

/** The plugin for a production build of `routes` routes, its Rspress hooks called as Rspress calls them. */
async function releasedBundler(collectFromRoutes: number, routes = 1) {
  const plugin = pluginBundlerReleased(collectFromRoutes);
  await plugin.routeGenerated?.(routeList(routes), true);
  await plugin.beforeBuild?.({}, true);
  return plugin;
}

/**
 * An Rsbuild project of one entry with the plugin (in `cwd`, with the persistent cache if asked), and the compilers
 * it makes, a chunk of their compilation and the entry's code as the compilation holds it when the compiler is done.
 */
async function project(
  mode?: 'development',
  cwd = temporaryFolder('vihje-bundler-released-'),
  buildCache = false,
  plugin = releasedBundler(0),
) {
  writeFileSync(path.join(cwd, 'index.js'), "console.log('the entry of a released bundler');\n");
  const made: { compilers: Rspack.Compiler[]; chunk?: Rspack.Chunk; heldWhenDone?: string } = { compilers: [] };
  const keep: RsbuildPlugin = {
    name: 'compilers-and-chunk-kept',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        made.compilers = compilersOf(compiler);
      });
      api.processAssets({ stage: 'report' }, ({ compilation }) => {
        made.chunk = [...compilation.chunks][0];
      });
      api.onAfterCreateCompiler(({ compiler }) => {
        for (const one of compilersOf(compiler)) {
          one.hooks.done.tap('test', ({ compilation }) => {
            const entry = Object.keys(compilation.assets).find((file) => /^static\/js\/index\..*js$/.test(file));
            made.heldWhenDone = entry === undefined ? undefined : String(compilation.assets[entry]?.source());
          });
        }
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
      performance: { printFileSize: false, buildCache },
      plugins: [...((await plugin).builderConfig?.plugins ?? []), keep],
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
    // Released: the compilation's own methods throw, its stats tell only its errors and warnings (patch 003).
    expect(() => (stats as Rspack.Stats).compilation.getAssets()).toThrow(TypeError);
    expect((stats as Rspack.Stats).toJson()).toMatchObject({ errorsCount: 0, warningsCount: 0 });
    // The native compiler's finalizer runs on a later turn of the loop after the plugin's collection (a few turns at
    // most; without a collection none runs, as nothing here allocates enough for V8 to collect on its own).
    for (let turn = 0; turn < 5 && chunkReadable(made.chunk); turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(() => made.chunk?.name).toThrow(/garbage collected/);
  }, 60_000);

  it("releases a small site's compilers on close without collecting the heap at once", async () => {
    const { rsbuild, made } = await project(undefined, undefined, false, releasedBundler(2, 2));
    const { stats } = await rsbuild.build();
    expect(made.compilers.map((compiler) => compiler.releaseOnClose)).toEqual([true]);
    expect(() => (stats as Rspack.Stats).compilation.getAssets()).toThrow(TypeError);
    // No collection: the native compiler is still there after the turns in which the large build's was gone.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(chunkReadable(made.chunk)).toBe(true);
  }, 60_000);

  it("drops each asset's code once it is written, the written files whole, from a warm persistent cache too", async () => {
    const cwd = temporaryFolder('vihje-bundler-released-cached-');
    const entryWritten = () => {
      const dir = path.join(cwd, 'dist', 'static', 'js');
      const file = readdirSync(dir).find((name) => /^index\..*js$/.test(name));
      return file === undefined ? '' : readFileSync(path.join(dir, file), 'utf8');
    };
    for (const build of ['cold', 'warm']) {
      const { rsbuild, made } = await project(undefined, cwd, true);
      await rsbuild.build();
      expect(made.heldWhenDone, build).toBe('');
      expect(entryWritten(), build).toContain('the entry of a released bundler');
      // The warm build restores what the cold one stored: the code dropped after the write is not what was stored.
      expect(
        readdirSync(path.join(cwd, 'node_modules', '.cache', 'rspack'), { recursive: true }).length,
      ).toBeGreaterThan(1);
    }
  }, 60_000);

  it("leaves the dev server's compilers as Rspack makes them", async () => {
    const { rsbuild, made } = await project('development');
    await rsbuild.createCompiler();
    expect(made.compilers.map((compiler) => compiler.releaseOnClose)).toEqual([false]);
  }, 60_000);
});
