import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import type { RouteMeta, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { compilersOf } from './compilers';
import { pluginSealsInTurn, sealsInTurn } from './sealsInTurn';
import { environmentNames } from './upstream/rspress/build';

const { browser, server } = environmentNames;

/** The events of a build that sealed in turn. */
const inTurn = [`${browser} seals`, `${browser} done`, `${server} seals`, `${server} done`];

/**
 * A real Rsbuild build of a browser and a server environment, as Rspress makes them; the events in their order. The
 * browser's compiler is held after its emit until the server's compilation seals, for a second at most, so that
 * seals side by side are told from seals in turn however fast either compiler is.
 */
async function buildBoth(
  plugin: RsbuildPlugin,
  webEntry = './index.js',
): Promise<{ events: string[]; error?: unknown }> {
  const cwd = temporaryFolder('vihje-seals-in-turn-');
  writeFileSync(path.join(cwd, 'index.js'), 'console.log(1);\n');
  const events: string[] = [];
  let serverSealed = () => {};
  const serverSeals = new Promise<void>((resolve) => {
    serverSealed = resolve;
  });
  const record: RsbuildPlugin = {
    name: 'events-recorded',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        for (const one of compilersOf(compiler)) {
          one.hooks.thisCompilation.tap('test', (compilation) => {
            compilation.hooks.seal.tap('test', () => {
              events.push(`${one.name} seals`);
              if (one.name === server) serverSealed();
            });
          });
          if (one.name === browser) {
            one.hooks.afterEmit.tapPromise('test', () =>
              Promise.race([serverSeals, new Promise<void>((resolve) => setTimeout(resolve, 1000))]),
            );
          }
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
        [browser]: { source: { entry: { index: webEntry } } },
        [server]: { source: { entry: { index: './index.js' } }, output: { target: 'node' } },
      },
      plugins: [plugin, record],
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
    const { events, error } = await buildBoth(sealsInTurn(() => true));
    expect(error).toBeUndefined();
    expect(events).toEqual(inTurn);
  }, 60_000);

  it('still ends a build whose first compilation fails', async () => {
    const { events, error } = await buildBoth(
      sealsInTurn(() => true),
      './missing.js',
    );
    expect(error).toBeDefined();
    expect(events).toContain(`${server} done`);
  }, 60_000);

  it('leaves the seals side by side when not wanted', async () => {
    const { events } = await buildBoth(sealsInTurn(() => false));
    expect(events.indexOf(`${server} seals`)).toBeLessThan(events.indexOf(`${browser} done`));
  }, 60_000);
});

/** Whether a build with `pluginSealsInTurn(2)` seals in turn, for that many routes and that config. */
async function sealedInTurn(routes: number, config: UserConfig, isProduction = true): Promise<boolean> {
  const plugin = pluginSealsInTurn(2);
  await plugin.routeGenerated?.(
    Array.from({ length: routes }, (_, index) => ({ routePath: `/p${index}` }) as RouteMeta),
    isProduction,
  );
  await plugin.beforeBuild?.(config, isProduction);
  const [builderPlugin] = plugin.builderConfig?.plugins ?? [];
  const { events } = await buildBoth(builderPlugin as RsbuildPlugin);
  return events.join() === inTurn.join();
}

/** A config whose persistent cache is in a folder of its own, empty or holding an earlier build's file. */
function withCache(warm: boolean): UserConfig {
  const cacheDirectory = temporaryFolder('vihje-seals-cache-');
  if (warm) {
    mkdirSync(path.join(cacheDirectory, 'pack'));
  }
  return { builderConfig: { performance: { buildCache: { cacheDirectory } } } };
}

describe('pluginSealsInTurn', () => {
  it('seals in turn a production build of more routes than its threshold that writes the persistent cache afresh', async () => {
    expect(await sealedInTurn(3, withCache(false))).toBe(true);
  }, 60_000);

  it('keeps the seals side by side from a warm cache, without the cache, for a smaller site and in the dev server', async () => {
    expect(await sealedInTurn(3, withCache(true))).toBe(false);
    expect(await sealedInTurn(3, { builderConfig: { performance: { buildCache: false } } })).toBe(false);
    expect(await sealedInTurn(2, withCache(false))).toBe(false);
    expect(await sealedInTurn(3, withCache(false), false)).toBe(false);
  }, 60_000);
});
