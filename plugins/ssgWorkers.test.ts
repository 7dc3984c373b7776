import type { RouteMeta, UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginSsgWorkers, ssgWorkersFromVariable } from './ssgWorkers';
import { ssgWorkerRecycleVariable, ssgWorkerRuntimeVariable } from './upstream/rspress/build';

const routes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ routePath: `/p${index}` }) as RouteMeta);

/** The `ssg` option a build of `count` routes renders with. */
async function ssgFor(count: number, isProduction = true): Promise<UserConfig['ssg']> {
  const plugin = pluginSsgWorkers(250);
  await plugin.routeGenerated?.(routes(count), isProduction);
  const config: UserConfig = { ssg: true };
  await plugin.beforeBuild?.(config, isProduction);
  return config.ssg;
}

describe('pluginSsgWorkers', () => {
  const variables = [ssgWorkerRuntimeVariable, ssgWorkerRecycleVariable];
  const before = variables.map((name) => process.env[name]);
  const clearVariables = () => {
    for (const name of variables) delete process.env[name];
  };
  afterEach(() => {
    delete process.env[ssgWorkersFromVariable];
    for (const [index, name] of variables.entries()) {
      const value = before[index];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('renders a production build of more routes than its threshold in worker processes, recycled at 400 MB', async () => {
    clearVariables();
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
    expect(process.env[ssgWorkerRuntimeVariable]).toBe('child_process');
    expect(process.env[ssgWorkerRecycleVariable]).toBe('400000000');
  });

  it('leaves a worker runtime and a recycling threshold already in the environment as they are', async () => {
    process.env[ssgWorkerRuntimeVariable] = 'worker_threads';
    process.env[ssgWorkerRecycleVariable] = '1000000000';
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
    expect(process.env[ssgWorkerRuntimeVariable]).toBe('worker_threads');
    expect(process.env[ssgWorkerRecycleVariable]).toBe('1000000000');
  });

  it("renders a smaller site, and the dev server's pages, in the build's own thread", async () => {
    clearVariables();
    expect(await ssgFor(250)).toBe(true);
    expect(await ssgFor(5000, false)).toBe(true);
    expect(process.env[ssgWorkerRuntimeVariable]).toBeUndefined();
    expect(process.env[ssgWorkerRecycleVariable]).toBeUndefined();
  });

  it('takes its threshold from the environment when set there, and stops the build on one that is no number', async () => {
    process.env[ssgWorkersFromVariable] = '0';
    expect(await ssgFor(1)).toEqual({ experimentalWorker: true });
    process.env[ssgWorkersFromVariable] = 'Infinity';
    expect(await ssgFor(100_000)).toBe(true);
    process.env[ssgWorkersFromVariable] = 'many';
    await expect(ssgFor(1)).rejects.toThrow('VIHJE_SSG_WORKERS_FROM="many": expected a number of routes');
  });
});
