import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRsbuild, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { routeList } from '../tests/routeList';
import { temporaryFolder } from '../tests/temporaryFolder';
import { compilersOf } from './compilers';
import { pluginSealsInTurn, sealsInTurn } from './sealsInTurn';
import { environmentNames } from './upstream/rspress/build';

const { browser, server } = environmentNames;

type BuildCache = NonNullable<NonNullable<RsbuildConfig['performance']>['buildCache']>;

/** An Rsbuild plugin named `name` that hands each compiler of the build to `tap` once it is created. */
const onEachCompiler = (name: string, tap: (one: Rspack.Compiler) => void): RsbuildPlugin => ({
  name,
  setup(api) {
    api.onAfterCreateCompiler(({ compiler }) => {
      for (const one of compilersOf(compiler)) tap(one);
    });
  },
});

/** The events of a build that sealed in turn. */
const inTurn = [`${browser} seals`, `${browser} done`, `${server} seals`, `${server} done`];

/**
 * A real Rsbuild build of a browser and a server environment, as Rspress makes them; the events in their order. The
 * browser's compiler is held after its emit until the server's compilation seals, for a second at most, so that
 * seals side by side are told from seals in turn however fast either compiler is.
 */
async function buildBoth(
  plugin: RsbuildPlugin,
  { webEntry = './index.js', buildCache = false as BuildCache, cwd = temporaryFolder('vihje-seals-in-turn-') } = {},
): Promise<{ events: string[]; error?: unknown }> {
  // Four modules, more than the site's threshold of routes in the tests below; written once, so that a later build
  // in the same folder finds them unchanged.
  if (!existsSync(path.join(cwd, 'index.js'))) {
    writeFileSync(path.join(cwd, 'index.js'), "import './a.js';\nimport './b.js';\nimport './c.js';\n");
    for (const name of ['a', 'b', 'c']) writeFileSync(path.join(cwd, `${name}.js`), `console.log('${name}');\n`);
  }
  const events: string[] = [];
  let serverSealed = () => {};
  const serverSeals = new Promise<void>((resolve) => {
    serverSealed = resolve;
  });
  const record = onEachCompiler('events-recorded', (one) => {
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
  });
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      logLevel: 'silent',
      output: { sourceMap: false },
      performance: { printFileSize: false, buildCache },
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

/** `sealsInTurn`, always wanted, set up before `other`: its taps come first, whatever the plugins' order. */
const inTurnThen = (other: RsbuildPlugin): RsbuildPlugin => {
  const first = sealsInTurn(() => true);
  return {
    name: `in-turn-then-${other.name}`,
    async setup(api) {
      await first.setup(api);
      await other.setup(api);
    },
  };
};

describe('sealsInTurn', () => {
  it('has the server compilation seal once the browser compilation is done', async () => {
    const { events, error } = await buildBoth(sealsInTurn(() => true));
    expect(error).toBeUndefined();
    expect(events).toEqual(inTurn);
  }, 60_000);

  it("lets the server compiler's other finishMake work run before it waits, whatever its plugin's place", async () => {
    const order: string[] = [];
    const later = onEachCompiler('made-recorded', (one) => {
      if (one.name === browser) one.hooks.done.tap('test', () => order.push(`${browser} done`));
      one.hooks.finishMake.tap('test', (compilation) => {
        if (one.name === server && compilation.compiler === one) order.push(`${server} made`);
      });
    });
    const { events, error } = await buildBoth(inTurnThen(later));
    expect(error).toBeUndefined();
    expect(events).toEqual(inTurn);
    expect(order).toEqual([`${server} made`, `${browser} done`]);
  }, 60_000);

  it("collects what the browser's compilation left in the heap before the server seals", async () => {
    let left: WeakRef<object> | undefined;
    let leftWhenServerSeals: 'kept' | 'collected' | undefined;
    const leftBehind = onEachCompiler('left-behind', (one) => {
      if (one.name === browser) {
        one.hooks.afterEmit.tap('test', () => {
          left = new WeakRef({ sizes: Array.from({ length: 1000 }, (_, index) => `asset ${index}`) });
        });
      }
      one.hooks.thisCompilation.tap('test', (compilation) => {
        compilation.hooks.seal.tap('test', () => {
          if (one.name === server) leftWhenServerSeals = left?.deref() ? 'kept' : 'collected';
        });
      });
    });
    const { error } = await buildBoth(inTurnThen(leftBehind));
    expect(error).toBeUndefined();
    expect(leftWhenServerSeals).toBe('collected');
  }, 60_000);

  it("closes a browser compiler that is to be released when it closes before the server seals, and reads the build's stats", async () => {
    const closings: string[] = [];
    const released = onEachCompiler('released-and-closings-recorded', (one) => {
      one.releaseOnClose = true;
      one.hooks.closed.tap('test', () => closings.push(`${one.name} closed`));
      one.hooks.thisCompilation.tap('test', (compilation) => {
        compilation.hooks.seal.tap('test', () => closings.push(`${one.name} seals`));
      });
    });
    const { events, error } = await buildBoth(inTurnThen(released));
    expect(error).toBeUndefined();
    expect(events).toEqual(inTurn);
    expect(closings.slice(0, 3)).toEqual([`${browser} seals`, `${browser} closed`, `${server} seals`]);
  }, 60_000);

  it('still ends a build whose first compilation fails', async () => {
    const { events, error } = await buildBoth(
      sealsInTurn(() => true),
      { webEntry: './missing.js' },
    );
    expect(error).toBeDefined();
    expect(events).toContain(`${server} done`);
  }, 60_000);

  it('leaves the seals side by side when not wanted', async () => {
    const { events } = await buildBoth(sealsInTurn(() => false));
    expect(events.indexOf(`${server} seals`)).toBeLessThan(events.indexOf(`${browser} done`));
  }, 60_000);
});

/**
 * Whether a build with `pluginSealsInTurn(2)` seals in turn, for that many routes and that persistent cache, of the
 * site in `cwd` (a new one unless named).
 */
async function sealedInTurn(
  routes: number,
  buildCache: BuildCache,
  { isProduction = true, cwd = temporaryFolder('vihje-seals-site-') } = {},
): Promise<boolean> {
  const plugin = pluginSealsInTurn(2);
  await plugin.routeGenerated?.(routeList(routes), isProduction);
  await plugin.beforeBuild?.({ builderConfig: { performance: { buildCache } } }, isProduction);
  const [builderPlugin] = plugin.builderConfig?.plugins ?? [];
  const { events } = await buildBoth(builderPlugin as RsbuildPlugin, { buildCache, cwd });
  return events.join() === inTurn.join();
}

/** A persistent cache in a folder of its own, for builds whose config is the same while `digest` is. */
const cacheIn = (cacheDirectory: string, digest = 'one'): BuildCache => ({ cacheDirectory, cacheDigest: [digest] });

describe('pluginSealsInTurn', () => {
  it('seals in turn a production build of more routes than its threshold that writes the persistent cache afresh', async () => {
    expect(await sealedInTurn(3, cacheIn(temporaryFolder('vihje-seals-cache-')))).toBe(true);
  }, 60_000);

  it('seals in turn when the persistent cache is there but stale, and side by side from a warm one', async () => {
    const cwd = temporaryFolder('vihje-seals-site-');
    const cacheDirectory = path.join(cwd, 'cache');
    expect(await sealedInTurn(3, cacheIn(cacheDirectory), { cwd })).toBe(true);
    // The same site and config: the modules come from the cache.
    expect(await sealedInTurn(3, cacheIn(cacheDirectory), { cwd })).toBe(false);
    // A changed config: Rspack finds the cache stale and builds every module again.
    expect(await sealedInTurn(3, cacheIn(cacheDirectory, 'two'), { cwd })).toBe(true);
  }, 60_000);

  it('keeps the seals side by side without the cache, for a smaller site and in the dev server', async () => {
    expect(await sealedInTurn(3, false)).toBe(false);
    expect(await sealedInTurn(2, cacheIn(temporaryFolder('vihje-seals-cache-')))).toBe(false);
    expect(await sealedInTurn(3, cacheIn(temporaryFolder('vihje-seals-cache-')), { isProduction: false })).toBe(false);
  }, 60_000);
});
