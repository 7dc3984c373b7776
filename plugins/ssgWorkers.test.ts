import type { RouteMeta, UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginSsgWorkers, ssgWorkersFromVariable } from './ssgWorkers';

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
  afterEach(() => {
    delete process.env[ssgWorkersFromVariable];
  });

  it('renders a production build of more routes than its threshold in worker threads', async () => {
    expect(await ssgFor(251)).toEqual({ experimentalWorker: true });
  });

  it("renders a smaller site, and the dev server's pages, in the build's own thread", async () => {
    expect(await ssgFor(250)).toBe(true);
    expect(await ssgFor(5000, false)).toBe(true);
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
