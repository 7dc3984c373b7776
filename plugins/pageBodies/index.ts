import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger, type RspressPlugin } from '@rspress/core';
import { siteCachePath } from '../contentCache.ts';
import { largeProductionBuild } from '../largeProductionBuild.ts';
import { addLoaderAfterMdxCompile } from '../upstream/rspress/build.ts';
import { pageBodiesPath } from './bodyFiles.ts';
import type { PageBodyLoaderOptions } from './loader.ts';
import { publishBodies } from './publishBodies.ts';
import { bodiesStoreUrlVariable } from './web/loadPageBody.ts';

/** The number of routes from which a production build keeps its pages' bodies out of the bundle, when set. */
export const pageBodiesFromVariable = 'VIHJE_PAGE_BODIES_FROM';

/** Where the compile writes the bodies, kept between builds: a warm build compiles only the pages that changed. */
export const bodiesStoreDir = (root?: string): string => siteCachePath('vihje-page-bodies', root);

const loader = path.join(import.meta.dirname, 'loader.ts');

/**
 * A production build of more than `fromRoutes` routes writes each page's compiled body to a file of its own, which
 * the page's module imports when it loads (`loader.ts`); the bundler's two compilations then hold every page's
 * imports, not its text. The bodies go to a store beside the build's caches, where the server bundle reads them,
 * and the ones the built scripts load are published into the output when the bundler is done (`publishBodies.ts`),
 * before the outputs after the build (the pages' pass preloads them). A smaller site keeps each page whole in its
 * chunk: one request a page, not two. `VIHJE_PAGE_BODIES_FROM` in the environment wins (the tests build a small
 * site with bodies apart).
 */
export function pluginPageBodies(fromRoutes: number): RspressPlugin {
  const large = largeProductionBuild(fromRoutes, pageBodiesFromVariable);
  let build: { outDir: string; options: PageBodyLoaderOptions } | undefined;
  return {
    name: 'vihje-page-bodies',
    routeGenerated(routes) {
      large.count(routes);
    },
    beforeBuild(config, isProduction) {
      build = undefined;
      if (!large.isLarge(isProduction)) return;
      const storeDir = bodiesStoreDir();
      build = { outDir: path.resolve(config.outDir ?? 'doc_build'), options: { storeDir } };
      // The server bundle renders the pages in this process or its worker processes, which inherit the variable.
      process.env[bodiesStoreUrlVariable] = pathToFileURL(`${storeDir}${path.sep}`).href;
    },
    builderConfig: {
      plugins: [
        {
          name: 'vihje-page-bodies-published',
          setup(api) {
            api.onAfterBuild(() => {
              if (!build) return;
              const started = Date.now();
              const count = publishBodies(build.outDir, build.options.storeDir);
              logger.success(`Page bodies: ${count} published to ${pageBodiesPath} in ${Date.now() - started} ms.`);
            });
          },
        },
      ],
      tools: {
        bundlerChain: (chain, { isServer }) => {
          if (build) addLoaderAfterMdxCompile(chain, 'vihje-page-body', loader, { ...build.options, server: isServer });
        },
      },
    },
  };
}
