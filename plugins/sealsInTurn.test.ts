import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { compilersOf } from './compilers';
import { sealsInTurn } from './sealsInTurn';

/** A real Rsbuild build of a browser and a server environment, as Rspress makes them; the events in their order. */
async function buildBoth(inTurn: boolean, webEntry = './index.js'): Promise<{ events: string[]; error?: unknown }> {
  const cwd = temporaryFolder('vihje-seals-in-turn-');
  writeFileSync(path.join(cwd, 'index.js'), 'console.log(1);\n');
  const events: string[] = [];
  const record: RsbuildPlugin = {
    name: 'events-recorded',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        for (const one of compilersOf(compiler)) {
          one.hooks.thisCompilation.tap('test', (compilation) => {
            compilation.hooks.seal.tap('test', () => events.push(`${one.name} seals`));
          });
          one.hooks.done.tap('test', () => events.push(`${one.name} done`));
        }
      });
    },
  };
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      logLevel: 'silent',
      output: { sourceMap: false },
      performance: { printFileSize: false },
      environments: {
        web: { source: { entry: { index: webEntry } } },
        node: { source: { entry: { index: './index.js' } }, output: { target: 'node' } },
      },
      plugins: [sealsInTurn(() => inTurn), record],
    },
  });
  try {
    await rsbuild.build();
    return { events };
  } catch (error) {
    return { events, error };
  }
}

describe('sealsInTurn', () => {
  it('has the server compilation seal once the browser compilation is done', async () => {
    const { events, error } = await buildBoth(true);
    expect(error).toBeUndefined();
    expect(events).toEqual(['web seals', 'web done', 'node seals', 'node done']);
  }, 60_000);

  it('still ends a build whose first compilation fails', async () => {
    const { events, error } = await buildBoth(true, './missing.js');
    expect(error).toBeDefined();
    expect(events).toContain('node done');
  }, 60_000);

  it('leaves the seals side by side when not wanted', async () => {
    const { events } = await buildBoth(false);
    expect(events.indexOf('node seals')).toBeLessThan(events.indexOf('web done'));
  }, 60_000);
});
