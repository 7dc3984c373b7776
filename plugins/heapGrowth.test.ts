import v8 from 'node:v8';
import type { RouteMeta } from '@rspress/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluginHeapGrowth } from './heapGrowth';

const routes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ routePath: `/p${index}` }) as RouteMeta);

/** The V8 flags a build of `count` routes sets when it starts. */
async function flagsFor(count: number, isProduction = true): Promise<string[]> {
  const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  const plugin = pluginHeapGrowth(250);
  await plugin.routeGenerated?.(routes(count), isProduction);
  await plugin.beforeBuild?.({}, isProduction);
  return set.mock.calls.map(([flags]) => flags);
}

describe('pluginHeapGrowth', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("has V8 collect a large production build's heap once it has doubled", async () => {
    expect(await flagsFor(251)).toEqual(['--heap-growing-percent=100']);
  });

  it("keeps V8's own pacing for a site of no more routes than its threshold, and in the dev server", async () => {
    expect(await flagsFor(250)).toEqual([]);
    expect(await flagsFor(5000, false)).toEqual([]);
  });
});
