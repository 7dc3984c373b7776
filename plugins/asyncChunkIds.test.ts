import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { asyncFolderOfBuild, MinifyUnderStableNames, minifiedUnder } from './asyncChunkIds.ts';

/** A production build of an entry that loads one chunk lazily; `seen` is what the minimizer's stage held. */
async function build() {
  const dir = temporaryFolder('vihje-async-chunks-');
  writeFileSync(path.join(dir, 'index.js'), "import('./page.js').then((page) => page.show());\n");
  writeFileSync(
    path.join(dir, 'page.js'),
    '/*! @license A licence the minimizer keeps in a file of its own */\nexport function show() {\n  const greeting = "a page";\n  console.log(greeting);\n}\n',
  );
  const seen: string[] = [];
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'out'), filename: 'static/js/index.js', chunkFilename: asyncFolderOfBuild },
    optimization: { minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: true })] },
    plugins: [
      new MinifyUnderStableNames(),
      {
        apply(c: Rspack.Compiler) {
          c.hooks.thisCompilation.tap('probe', (compilation) =>
            compilation.hooks.processAssets.tap(
              { name: 'probe', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
              () => seen.push(...compilation.getAssets().map((asset) => asset.name)),
            ),
          );
        },
      },
    ],
  });
  const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors()).toBe(false);
  return { out: path.join(dir, 'out'), hash: (stats.hash ?? '').slice(0, 10), seen };
}

describe('MinifyUnderStableNames', () => {
  it('shows the minimizer the lazily loaded chunks under a name no build changes', async () => {
    const { seen, hash } = await build();
    const lazy = seen.filter((name) => !name.startsWith('static/js/index'));
    expect(lazy.length).toBeGreaterThan(0);
    for (const name of lazy) expect(name.startsWith(minifiedUnder)).toBe(true);
    expect(seen.some((name) => name.includes(hash))).toBe(false);
  });

  it('writes them minified into the folder of the build, with their licence files, as the runtime asks', async () => {
    const { out, hash } = await build();
    const folder = path.join(out, 'static', 'js', `async.${hash}`);
    const files = readdirSync(folder).sort();
    const script = files.find((file) => file.endsWith('.js'));
    expect(script).toBeDefined();
    expect(files).toContain(`${script}.LICENSE.txt`);
    const code = readFileSync(path.join(folder, script as string), 'utf8');
    expect(code).not.toContain('const greeting');
    expect(code).toContain('a page');
    expect(readFileSync(path.join(folder, `${script}.LICENSE.txt`), 'utf8')).toContain('A licence');
    expect(existsSync(path.join(out, minifiedUnder))).toBe(false);
    // The runtime names the folder from the build's hash: `"static/js/async." + hash().slice(0, 10) + "/"`.
    const runtime = readFileSync(path.join(out, 'static', 'js', 'index.js'), 'utf8');
    expect(runtime).toContain('"static/js/async."');
    expect(runtime).toMatch(new RegExp(`"${hash}[0-9a-f]*"`));
  });
});
