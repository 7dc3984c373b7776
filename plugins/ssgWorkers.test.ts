import type { RouteMeta, UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginSsgWorkers, ssgWorkersFromVariable } from './ssgWorkers';
import { ssgWorkerRuntimeVariable } from './upstream/rspress/build';

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
  const runtimeBefore = process.env[ssgWorkerRuntimeVariable];
  afterEach(() => {
    delete process.env[ssgWorkersFromVariable];
    if (runtimeBefore === undefined) delete process.env[ssgWorkerRuntimeVariable];
    else process.env[ssgWorkerRuntimeVariable] = runtimeBefore;
  });

  it('renders a production build of more routes than its threshold in worker processes', async () => {
    delete process.env[ssgWorkerRuntimeVariable];
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
    expect(process.env[ssgWorkerRuntimeVariable]).toBe('child_process');
  });

  it('leaves a worker runtime already in the environment as it is', async () => {
    process.env[ssgWorkerRuntimeVariable] = 'worker_threads';
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
    expect(process.env[ssgWorkerRuntimeVariable]).toBe('worker_threads');
  });

  it("renders a smaller site, and the dev server's pages, in the build's own thread", async () => {
    delete process.env[ssgWorkerRuntimeVariable];
    expect(await ssgFor(250)).toBe(true);
    expect(await ssgFor(5000, false)).toBe(true);
    expect(process.env[ssgWorkerRuntimeVariable]).toBeUndefined();
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
