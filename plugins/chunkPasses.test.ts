import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../shared/listFiles';
import { temporaryFolder } from '../tests/temporaryFolder';
import { pluginChunkPasses } from './chunkPasses';
import { compilersOf } from './compilers';
import { environmentNames } from './upstream/rspress/build';

/** A module two routes share, large enough (over Rspack's 20 kB) for the default splitting to move it. */
const sharedText = 'shared by both routes '.repeat(1500);

/** The text of each `.js` file a build wrote under `dir`. */
const scripts = (dir: string) =>
  listFiles(dir, (file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8'));

/**
 * Builds a site shaped like Rspress's: an entry that loads two routes lazily, both importing one large module, for
 * the browser and for the server (with Rspress's default splitting of the server's chunks), with the plugin's hook.
 */
async function build() {
  const cwd = temporaryFolder('vihje-chunk-passes-');
  const write = (file: string, text: string) => writeFileSync(path.join(cwd, file), text);
  write('shared.js', `export const shared = ${JSON.stringify(sharedText)};\n`);
  write('one.js', "import { shared } from './shared.js';\nexport const one = () => 'one ' + shared;\n");
  write('two.js', "import { shared } from './shared.js';\nexport const two = () => 'two ' + shared;\n");
  write('index.js', "Promise.all([import('./one.js'), import('./two.js')]).then(console.log);\n");
  const optimizations: Record<string, Rspack.Optimization | undefined> = {};
  const compilerOptions: RsbuildPlugin = {
    name: 'compiler-options',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        for (const one of compilersOf(compiler)) {
          optimizations[one.name ?? ''] = one.options.optimization;
        }
      });
    },
  };
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      source: { entry: { index: './index.js' } },
      output: { sourceMap: false, minify: false },
      performance: { printFileSize: false, buildCache: false },
      environments: {
        [environmentNames.browser]: { output: { target: 'web', distPath: { root: 'dist/web' } } },
        [environmentNames.server]: { output: { target: 'node', distPath: { root: 'dist/node' } } },
      },
      tools: {
        // As Rspress's own chain does (`dist/node/initRsbuild.js`): Rspack's default splitting for the server.
        bundlerChain: (chain, { environment }) => {
          if (environment.name === environmentNames.server) chain.optimization.splitChunks({});
        },
        rspack: pluginChunkPasses().builderConfig?.tools?.rspack,
      },
      plugins: [compilerOptions],
    },
  });
  await rsbuild.build();
  return { dist: path.join(cwd, 'dist'), optimizations };
}

describe('the chunk passes left out', () => {
  it('keep the server bundle’s shared module in each route’s chunk, the browser’s in a chunk of its own', async () => {
    const { dist, optimizations } = await build();
    const holding = (env: string) =>
      scripts(path.join(dist, env)).filter((text) => text.includes('shared by both routes'));
    // The server: each route's chunk carries the module (no chunk of its own is made for it).
    expect(holding('node')).toHaveLength(2);
    // The browser keeps Rsbuild's splitting: one chunk holds the module, both routes load it.
    expect(holding('web')).toHaveLength(1);
    // Neither compile merges duplicate chunks.
    expect(optimizations[environmentNames.browser]?.mergeDuplicateChunks).toBe(false);
    expect(optimizations[environmentNames.server]?.mergeDuplicateChunks).toBe(false);
  }, 60_000);
});
