import type { RspressPlugin } from '@rspress/core';
import { renderInWorkerThreads } from './upstream/rspress/build.ts';

/** The number of routes from which a production build renders its pages in worker threads, when set. */
export const ssgWorkersFromVariable = 'VIHJE_SSG_WORKERS_FROM';

/**
 * A production build of more than `fromRoutes` routes renders its pages in Rspress's worker threads, so the build's
 * own thread never loads the server bundle of every page: at 12,000 routes that bundle held 1 GB more of the main
 * thread's heap through the outputs after the build (the link check, the `.md` twins), where a build had run out of
 * the heap, and the render took 97 s instead of 155 s (bench/NOTES.md). A smaller site renders in the build's thread,
 * where each worker loading the bundle and React again would cost more than it saves. `VIHJE_SSG_WORKERS_FROM` in
 * the environment wins (the tests render a small site in workers).
 */
export function pluginSsgWorkers(fromRoutes: number): RspressPlugin {
  let routeCount = 0;
  return {
    name: 'vihje-ssg-workers',
    routeGenerated(routes) {
      routeCount = routes.length;
    },
    beforeBuild(config, isProduction) {
      const from = Number(process.env[ssgWorkersFromVariable] ?? fromRoutes);
      if (isProduction && routeCount > from) renderInWorkerThreads(config);
    },
  };
}
