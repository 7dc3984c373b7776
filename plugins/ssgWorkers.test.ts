import type { UserConfig } from '@rspress/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeList } from '../tests/routeList';
import { pluginSsgWorkers, ssgWorkersFromVariable } from './ssgWorkers';
import { ssgWorkerRecycleVariable, ssgWorkerRuntimeVariable } from './upstream/rspress/build';

/** The `ssg` option a build of `count` routes renders with. */
async function ssgFor(count: number, isProduction = true): Promise<UserConfig['ssg']> {
  const plugin = pluginSsgWorkers(250);
  await plugin.routeGenerated?.(routeList(count), isProduction);
  const config: UserConfig = { ssg: true };
  await plugin.beforeBuild?.(config, isProduction);
  return config.ssg;
}

describe('pluginSsgWorkers', () => {
  // Each test starts without the variables the plugin sets, and leaves the environment as it found it.
  beforeEach(() => {
    vi.stubEnv(ssgWorkerRuntimeVariable, undefined);
    vi.stubEnv(ssgWorkerRecycleVariable, undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('renders a production build of more routes than its threshold in worker processes, recycled at 250 MB', async () => {
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
    expect(process.env[ssgWorkerRuntimeVariable]).toBe('child_process');
    expect(process.env[ssgWorkerRecycleVariable]).toBe('250000000');
  });

  it('leaves a worker runtime and a recycling threshold already in the environment as they are', async () => {
    vi.stubEnv(ssgWorkerRuntimeVariable, 'worker_threads');
    vi.stubEnv(ssgWorkerRecycleVariable, '1000000000');
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
    expect(process.env[ssgWorkerRuntimeVariable]).toBe('worker_threads');
    expect(process.env[ssgWorkerRecycleVariable]).toBe('1000000000');
  });

  it("renders a smaller site, and the dev server's pages, in the build's own thread", async () => {
    expect(await ssgFor(250)).toBe(true);
    expect(await ssgFor(5000, false)).toBe(true);
    expect(process.env[ssgWorkerRuntimeVariable]).toBeUndefined();
    expect(process.env[ssgWorkerRecycleVariable]).toBeUndefined();
  });

  it('takes its threshold from the environment when set there, and stops the build on one that is no number', async () => {
    vi.stubEnv(ssgWorkersFromVariable, '0');
    expect(await ssgFor(1)).toEqual({ experimentalWorker: true });
    vi.stubEnv(ssgWorkersFromVariable, 'Infinity');
    expect(await ssgFor(100_000)).toBe(true);
    vi.stubEnv(ssgWorkersFromVariable, 'many');
    await expect(ssgFor(1)).rejects.toThrow('VIHJE_SSG_WORKERS_FROM="many": expected a number of routes');
  });
});
