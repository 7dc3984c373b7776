import v8 from 'node:v8';
import vm from 'node:vm';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeList } from '../tests/routeList';
import { fullCollection, lastResort, pluginHeapGrowth } from './heapGrowth';

/**
 * A build of `count` routes with the plugin: the V8 flags it sets when the build starts, as each of two compilations
 * (the browser's and the server's) has built its modules and when both are done, and the calls of V8's full
 * collection as a child compilation and then each compilation have built their modules.
 */
async function buildOf(count: number, isProduction = true): Promise<{ flags: string[]; collections: unknown[][] }> {
  const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  const gc = vi.fn();
  vi.spyOn(vm, 'runInNewContext').mockReturnValue(gc);
  const plugin = pluginHeapGrowth(250);
  await plugin.routeGenerated?.(routeList(count), isProduction);
  await plugin.beforeBuild?.({}, isProduction);

  // Two compilers as Rsbuild makes them. Rspack calls `finishMake` with each compiler's own compilation, and also
  // with the compilations of the child compilers that plugins run, which share their parent's `finishMake` taps.
  const made: Array<() => void> = [];
  const childMade: Array<() => void> = [];
  const done: Array<() => void> = [];
  const compilerWithCompilation = () => {
    const compiler = {
      hooks: {
        finishMake: {
          tap: (_name: string, built: (compilation: unknown) => void) => {
            childMade.push(() => built({ compiler: { name: 'a child compiler' } }));
            made.push(() => built({ compiler }));
          },
        },
        done: { tap: (_name: string, ended: () => void) => done.push(ended) },
      },
    };
    return compiler;
  };
  const compiler = { compilers: [compilerWithCompilation(), compilerWithCompilation()] };
  const api = { onAfterCreateCompiler: (created: (context: { compiler: unknown }) => void) => created({ compiler }) };
  for (const builderPlugin of plugin.builderConfig?.plugins ?? []) {
    if (builderPlugin && 'setup' in builderPlugin) await builderPlugin.setup(api as unknown as RsbuildPluginAPI);
  }
  for (const built of childMade) built();
  expect(gc).not.toHaveBeenCalled();
  for (const built of made) built();
  for (const ended of done) ended();
  const flags = set.mock.calls.map(([flag]) => flag).filter((flag) => flag !== '--expose-gc');
  return { flags, collections: gc.mock.calls };
}

describe('pluginHeapGrowth', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("has a large production build's heap collected once it has grown by half, and in full as each compilation has built its modules", async () => {
    // V8's last-resort collection each, not the hook's argument (which V8's `gc` would read as its options); none for
    // a child compilation. From the first compilation's modules built until both are done (the seals), a quarter.
    expect(await buildOf(251)).toEqual({
      flags: [
        '--heap-growing-percent=50',
        '--heap-growing-percent=25',
        '--heap-growing-percent=25',
        '--heap-growing-percent=50',
      ],
      collections: [[lastResort], [lastResort]],
    });
  });

  it("keeps V8's own pacing for a site of no more routes than its threshold, and in the dev server", async () => {
    expect(await buildOf(250)).toEqual({ flags: [], collections: [] });
    expect(await buildOf(5000, false)).toEqual({ flags: [], collections: [] });
  });
});

describe('fullCollection', () => {
  it('frees what is no longer reachable, without giving the global scope a `gc`', () => {
    const collect = fullCollection();
    collect();
    const before = process.memoryUsage().heapUsed;
    // Allocated in a function of its own and held by an object only: nothing else (no assertion) refers to it.
    const holder: { garbage?: string[] } = {};
    const allocate = () => {
      holder.garbage = Array.from({ length: 200_000 }, (_, index) => `unreachable ${index}`);
    };
    allocate();
    const held = process.memoryUsage().heapUsed;
    holder.garbage = undefined;
    collect();
    const after = process.memoryUsage().heapUsed;
    expect(held - before).toBeGreaterThan(8_000_000);
    expect(after - before).toBeLessThan((held - before) / 4);
    expect('gc' in globalThis).toBe(false);
  });
});
