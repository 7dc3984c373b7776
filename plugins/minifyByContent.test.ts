import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../shared/listFiles';
import { temporaryFolder } from '../tests/temporaryFolder';
import { asyncFolderOfBuild, folderOfBuild } from './asyncChunkIds';
import { contentCache } from './contentCache';
import { MinifyByContent } from './minifyByContent';

const page = 'export function show(name) {\n  const greeting = "a page for " + name;\n  console.log(greeting);\n}\n';
const licensed = `/*! @license A licence the minimizer keeps in a file of its own */\n${page}`;

/**
 * A production build of an entry that loads `pageCode` lazily into the build's folder, with Rspack's minimizer and,
 * given a cache's root, the plugin; the build's output folder and the lazily loaded chunks' files by name.
 */
async function build(pageCode: string, cacheRoot?: string, devtool: Rspack.Configuration['devtool'] = false) {
  const dir = temporaryFolder('vihje-minify-by-content-');
  writeFileSync(path.join(dir, 'index.js'), "import('./page.js').then((page) => page.show('you'));\n");
  writeFileSync(path.join(dir, 'page.js'), pageCode);
  const plugins = cacheRoot ? [new MinifyByContent(folderOfBuild, contentCache('minified', { root: cacheRoot }))] : [];
  const compiler = rspack({
    mode: 'production',
    devtool,
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'out'), filename: 'static/js/index.js', chunkFilename: asyncFolderOfBuild },
    optimization: { minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: true })] },
    plugins,
  });
  const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors()).toBe(false);
  const out = path.join(dir, 'out');
  const folder = path.join(out, 'static', 'js', `async.${(stats.hash ?? '').slice(0, 10)}`);
  const files = new Map(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]));
  return { out, files };
}

const scriptOf = (files: Map<string, string>) => [...files].find(([name]) => name.endsWith('.js'))?.[1] ?? '';
const cacheEntries = (root: string) => listFiles(path.join(root, 'node_modules', '.cache', 'minified'), () => true);

describe('MinifyByContent', () => {
  it('keeps the code Rspack’s minimizer wrote for a script of the build’s folder', async () => {
    const cacheRoot = temporaryFolder('vihje-minified-cache-');
    const script = scriptOf((await build(page, cacheRoot)).files);
    expect(script).not.toContain('const greeting');
    expect(script).toBe(scriptOf((await build(page)).files));
    const entries = cacheEntries(cacheRoot).filter((file) => !file.endsWith('openings.json'));
    expect(entries.map((file) => readFileSync(file, 'utf8'))).toEqual([script]);
  });

  it('takes a script’s minified code from the cache in the next build', async () => {
    const cacheRoot = temporaryFolder('vihje-minified-cache-');
    await build(page, cacheRoot);
    const [entry] = cacheEntries(cacheRoot).filter((file) => !file.endsWith('openings.json'));
    writeFileSync(entry as string, `${readFileSync(entry as string, 'utf8')}/* from the cache */`);
    expect(scriptOf((await build(page, cacheRoot)).files)).toContain('/* from the cache */');
  });

  it('keeps nothing when source maps are on, so each script keeps its map', async () => {
    const cacheRoot = temporaryFolder('vihje-minified-cache-');
    await build(page, cacheRoot, 'source-map');
    const { files } = await build(page, cacheRoot, 'source-map');
    expect([...files.keys()].some((name) => name.endsWith('.js.map'))).toBe(true);
    expect(cacheEntries(cacheRoot).filter((file) => !file.endsWith('openings.json'))).toHaveLength(0);
  });

  it('leaves a script with a legal comment to Rspack’s minimizer, which writes its licence file', async () => {
    const cacheRoot = temporaryFolder('vihje-minified-cache-');
    const { files, out } = await build(licensed, cacheRoot);
    const [script] = [...files.keys()].filter((name) => name.endsWith('.js'));
    expect(files.get(`${script}.LICENSE.txt`)).toContain('A licence');
    expect(files.get(script as string)).not.toContain('const greeting');
    expect(cacheEntries(cacheRoot).filter((file) => !file.endsWith('openings.json'))).toHaveLength(0);
    // The runtime names the folder from the build's hash: `"static/js/async." + hash().slice(0, 10) + "/"`.
    expect(readFileSync(path.join(out, 'static', 'js', 'index.js'), 'utf8')).toContain('"static/js/async."');
  });
});
