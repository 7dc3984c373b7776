import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../temporaryFolder';

const config = path.resolve(import.meta.dirname, '../../rspress.config.ts');

/**
 * Rsbuild loads `rspress.config.ts` with Node's own TypeScript support when it can, and falls back to jiti (a Babel
 * transform of the config and every plugin, about a second of each cold build and dev start) when it cannot, without
 * a word. So the files the config loads must import each other by file name (`./x.ts`, `./dir/index.ts`) and use
 * only syntax Node can strip (no parameter properties or enums); this test fails with Node's message otherwise.
 */
describe('rspress.config.ts', () => {
  // A new Node process importing the config and every plugin: seconds on a 2-core machine busy with the test builds,
  // more than Vitest's default limit when it is busier still.
  it('loads with Node’s own TypeScript support, without jiti', { timeout: 30_000 }, () => {
    const load = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `const { default: config } = await import(${JSON.stringify(pathToFileURL(config).href)});
         if (!Array.isArray(config.plugins)) throw new Error('rspress.config.ts exported no plugins');`,
      ],
      { encoding: 'utf8', cwd: path.dirname(config) },
    );
    expect(load.status, load.stderr.split('\n    at ')[0]).toBe(0);
  });
});

/**
 * Loads `dir`'s `rspress.config.ts` as Rspress does (Rsbuild's `loadConfig`, which imports it afresh with a query
 * on every module's URL, to know the files it depends on) in a new Node process with its compile cache in `cache`.
 */
function loadInNewProcess(dir: string, cache: string): void {
  const load = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `const { loadConfig } = await import('@rsbuild/core');
       const { content } = await loadConfig({ cwd: ${JSON.stringify(dir)}, configFileNames: ['rspress.config.ts'] });
       if (content.title !== 'Compile-cached') throw new Error('the config did not load');`,
    ],
    // Run from this checkout, where '@rsbuild/core' resolves, with Node's compile cache on, as Rspress's CLI has it.
    {
      encoding: 'utf8',
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_COMPILE_CACHE: cache },
    },
  );
  expect(load.status, load.stderr).toBe(0);
}

describe("the config's modules in Node's compile cache", () => {
  it('are compiled by the first load and found by the next, not written again', () => {
    const dir = temporaryFolder('vihje-config-compile-cache-');
    writeFileSync(path.join(dir, 'title.ts'), "export const title: string = 'Compile-cached';\n");
    writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      "import { title } from './title.ts';\nexport default { title };\n",
    );
    const cache = path.join(dir, 'compile-cache');
    mkdirSync(cache);
    const entries = () => readdirSync(cache, { recursive: true }).length;
    loadInNewProcess(dir, cache);
    const afterFirst = entries();
    loadInNewProcess(dir, cache);
    expect(afterFirst).toBeGreaterThan(0);
    expect(entries()).toBe(afterFirst);
  });
});
