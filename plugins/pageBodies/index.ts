import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { addLoaderAfterMdxCompile } from '../upstream/rspress/build.ts';
import type { PageBodyLoaderOptions } from './loader.ts';
import { outDirUrlVariable } from './web/loadPageBody.ts';

/** The number of routes from which a production build keeps its pages' bodies out of the bundle, when set. */
export const pageBodiesFromVariable = 'VIHJE_PAGE_BODIES_FROM';

/** The bodies' folder in the output, under the site's public path. */
export const pageBodiesPath = 'static/pages/';

const loader = path.join(import.meta.dirname, 'loader.ts');

/**
 * A production build of more than `fromRoutes` routes writes each page's compiled body to a file of its own, which
 * the page's module imports when it loads (`loader.ts`); the bundler's two compilations then hold every page's
 * imports, not its text. A smaller site keeps each page whole in its chunk: one request a page, not two.
 * `VIHJE_PAGE_BODIES_FROM` in the environment wins (the tests build a small site with bodies apart).
 */
export function pluginPageBodies(fromRoutes: number): RspressPlugin {
  let routeCount = 0;
  let options: PageBodyLoaderOptions | undefined;
  return {
    name: 'vihje-page-bodies',
    routeGenerated(routes) {
      routeCount = routes.length;
    },
    beforeBuild(config, isProduction) {
      options = undefined;
      const set = process.env[pageBodiesFromVariable];
      const from = set === undefined ? fromRoutes : Number(set);
      if (Number.isNaN(from)) {
        throw new Error(`${pageBodiesFromVariable}="${set}": expected a number of routes (or Infinity).`);
      }
      if (!isProduction || routeCount <= from) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      options = { bodiesDir: path.resolve(outDir, pageBodiesPath), bodiesPath: pageBodiesPath };
      // The server bundle renders the pages in this process and its worker threads, which inherit the variable.
      process.env[outDirUrlVariable] = pathToFileURL(`${outDir}${path.sep}`).href;
    },
    builderConfig: {
      tools: {
        bundlerChain: (chain) => {
          if (options) addLoaderAfterMdxCompile(chain, 'vihje-page-body', loader, options);
        },
      },
    },
  };
}
