import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../shared/listFiles';
import { temporaryFolder } from '../tests/temporaryFolder';
import { asyncFolderOfBuild, folderOfBuild } from './asyncChunkIds';
import { contentCache } from './contentCache';
import { MinifyByContent } from './minifyByContent';

const page =
  'export function show(name) {\n  const greeting = "sivu, sida för " + name;\n  console.log(greeting);\n}\n';
const licensed = `/*! @license A licence the minimizer keeps in a file of its own */\n${page}`;

/**
 * A production build of an entry that loads `pageCode` lazily into the build's folder, with Rspack's minimizer and,
 * given a cache's root, the plugin, with `options`' source maps, Rspack's persistent cache and other plugins; the
 * build's errors, or its output folder and the lazily loaded chunks' files by name.
 */
async function build(pageCode: string, cacheRoot?: string, options: BuildOptions = {}) {
  const { devtool = false, rspackCache, expectErrors = false } = options;
  const dir = temporaryFolder('vihje-minify-by-content-');
  writeFileSync(path.join(dir, 'index.js'), "import('./page.js').then((page) => page.show('you'));\n");
  writeFileSync(path.join(dir, 'page.js'), pageCode);
  const plugins = [
    ...(cacheRoot ? [new MinifyByContent(folderOfBuild, contentCache('minified', { root: cacheRoot }))] : []),
    ...(options.plugins ?? []),
  ];
  const compiler = rspack({
    mode: 'production',
    // A target above ES5, as the site's browsers are: the minifier then keeps non-ASCII text as it is.
    target: ['web', 'es2020'],
    devtool,
    ...(rspackCache ? { cache: { type: 'persistent', storage: { type: 'filesystem', directory: rspackCache } } } : {}),
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
  expect(stats.hasErrors()).toBe(expectErrors);
  if (expectErrors)
    return { errors: stats.toJson({ all: false, errors: true }).errors ?? [], out: '', files: new Map() };
  const out = path.join(dir, 'out');
  const folder = path.join(out, 'static', 'js', `async.${(stats.hash ?? '').slice(0, 10)}`);
  const files = new Map(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]));
  return { errors: [], out, files };
}

interface BuildOptions {
  devtool?: Rspack.Configuration['devtool'];
  /** Rspack's persistent cache in this folder. */
  rspackCache?: string;
  plugins?: Rspack.RspackPluginInstance[];
  expectErrors?: boolean;
}

/** Adds a script of `code` to the build's folder before the minimizer's stage, as a chunk of the build would be. */
const scriptInFolder = (name: string, code: string): Rspack.RspackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('add-script', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'add-script', stage }, () => {
        compilation.emitAsset(`${folderOfBuild(compilation)}${name}`, new compiler.rspack.sources.RawSource(code));
      });
    });
  },
});

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

  it('leaves no copy of a script it minified in Rspack’s persistent cache', async () => {
    const cacheRoot = temporaryFolder('vihje-minified-cache-');
    const rspackCache = temporaryFolder('vihje-rspack-cache-');
    const script = scriptOf((await build(page, cacheRoot, { rspackCache })).files);
    const minifiedText = script.slice(script.indexOf('console.log('), script.indexOf('+') + 1);
    expect(minifiedText).toMatch(/^console\.log\("sivu, sida för "\+$/);
    const cacheFiles = listFiles(rspackCache, () => true);
    expect(cacheFiles.length).toBeGreaterThan(0);
    expect(cacheFiles.filter((file) => readFileSync(file).includes(minifiedText))).toEqual([]);
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
    await build(page, cacheRoot, { devtool: 'source-map' });
    const { files } = await build(page, cacheRoot, { devtool: 'source-map' });
    expect([...files.keys()].some((name) => name.endsWith('.js.map'))).toBe(true);
    expect(cacheEntries(cacheRoot).filter((file) => !file.endsWith('openings.json'))).toHaveLength(0);
  });

  it('leaves a script the minifier fails on to Rspack’s minimizer, which names its file in the error', async () => {
    const cacheRoot = temporaryFolder('vihje-minified-cache-');
    const plugins = [scriptInFolder('broken.js', 'export const = ;')];
    const { errors } = await build(page, cacheRoot, { plugins, expectErrors: true });
    expect(errors.map((error) => `${error.file} ${error.message}`).join('\n')).toMatch(/broken\.js/);
    expect(cacheEntries(cacheRoot).filter((file) => !file.endsWith('openings.json'))).toHaveLength(1);
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
