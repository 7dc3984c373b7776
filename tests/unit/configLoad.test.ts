import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const config = path.resolve(import.meta.dirname, '../../rspress.config.ts');

/**
 * Rsbuild loads `rspress.config.ts` with Node's own TypeScript support when it can, and falls back to jiti (a Babel
 * transform of the config and every plugin, about a second of each cold build and dev start) when it cannot, without
 * a word. So the files the config loads must import each other by file name (`./x.ts`, `./dir/index.ts`) and use
 * only syntax Node can strip (no parameter properties or enums); this test fails with Node's message otherwise.
 */
describe('rspress.config.ts', () => {
  it('loads with Node’s own TypeScript support, without jiti', () => {
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
