import type { RspressPlugin } from '@rspress/core';
import { largeProductionBuild } from './largeProductionBuild.ts';
import { renderInWorkerProcesses } from './upstream/rspress/build.ts';

/** The number of routes from which a production build renders its pages in worker processes, when set. */
export const ssgWorkersFromVariable = 'VIHJE_SSG_WORKERS_FROM';

/**
 * A worker is recycled (a new process loads the bundle again) once its heap passes this after a task: a worker's
 * heap grows with the pages' modules it has loaded, and recycled at this size the workers hold far less than at
 * Rspress's 1 GB, in about the same render time: the render is then the peak of a large build no longer
 * (bench/NOTES.md has the figures).
 */
const recycleAboveHeapBytes = 250_000_000;

/**
 * A production build of more than `fromRoutes` routes renders its pages in Rspress's workers, run as child processes
 * (`renderInWorkerProcesses`), so the build's own thread never loads the server bundle of every page: rendered in
 * the build's thread, a site of thousands of pages kept that bundle in its heap through the outputs after the build
 * (the link check, the `.md` twins), where such a build had run out of the heap; the workers also render on both
 * cores. Processes rather than threads, because a thread's heap is the build's process's memory, which during the
 * render still holds both bundlers' (bench/NOTES.md has the figures). A smaller site renders in the build's thread,
 * where each worker loading the bundle and React again costs more CPU and memory than it saves.
 * `VIHJE_SSG_WORKERS_FROM` in the environment wins (the tests render a small site in workers).
 */
export function pluginSsgWorkers(fromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(fromRoutes, ssgWorkersFromVariable);
  return {
    name: 'vihje-ssg-workers',
    routeGenerated(routes) {
      build.count(routes);
    },
    beforeBuild(config, isProduction) {
      if (build.isLarge(isProduction)) renderInWorkerProcesses(config, recycleAboveHeapBytes);
    },
  };
}
