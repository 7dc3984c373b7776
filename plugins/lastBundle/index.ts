import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { compilersOf } from '../compilers.ts';
import { siteCachePath } from '../contentCache.ts';
import { largeProductionBuild } from '../largeProductionBuild.ts';
import { pageBodiesFromVariable } from '../pageBodies/index.ts';
import { reuseLastBundleWith } from '../upstream/rspress/build.ts';
import { LastBundleBuild } from './lastBundleBuild.ts';

/** Set to `off`, a build runs the bundler whatever the record says (the tests build the same sources both ways). */
export const lastBundleVariable = 'VIHJE_LAST_BUNDLE';

/** Where the last bundle's record and its server bundle are kept between builds. */
export const lastBundleDir = (): string => siteCachePath('vihje-last-bundle');

export interface LastBundleOptions {
  /** The number of routes above which a production build keeps its pages' bodies apart (`plugins/pageBodies`). */
  fromRoutes: number;
  /** Whether builds keep their caches (not on CI). */
  enabled: boolean;
  /**
   * The code of the site's virtual modules made from pages' sources (a section's sidebar, from its pages' titles), by
   * module name: a page's edit that changes one runs the bundler.
   */
  siteModuleCodes?: Readonly<Record<string, string>>;
}

/**
 * A production build whose bundler's inputs are those of the last build but for some pages' text takes the
 * bundler's last output as it is, instead of running the bundler. On a site of thousands of pages the bundler is
 * most of a warm build (bench/NOTES.md), and after such an edit it would write the same files: each page's body is
 * a file named by its page and its imports (`plugins/pageBodies`), so the browser's scripts do not change, and the
 * server bundle changes only in the edited page's chunk, which names its body's new content.
 *
 * Each build of more than `fromRoutes` routes (its pages' bodies apart) records its bundler's inputs (both
 * compilations' files, folders and missing files), Rspress's runtime modules, the browser's files in the output, and
 * keeps the server bundle Rspress would remove. The next build takes that output when nothing but pages' sources
 * changed (the page index's modules depend on files holding their hashes), Rspress's runtime modules and the
 * site's modules made from pages are the same, and each changed page, compiled alone through the site's loaders,
 * still imports what it imported and no other module imports it: its body is written, its server chunk names the
 * body's new content, the browser's files are linked from the output the build replaces, and the pages are rendered
 * from the kept bundle. Anything else runs the bundler, and the log says why: a page's new title, say, changes
 * Rspress's site data or its section's sidebar.
 */
export function pluginLastBundle({ fromRoutes, enabled, siteModuleCodes = {} }: LastBundleOptions): RspressPlugin {
  const large = largeProductionBuild(fromRoutes, pageBodiesFromVariable);
  let routes: RouteMeta[] = [];
  let build: LastBundleBuild | undefined;
  return {
    name: 'vihje-last-bundle',
    routeGenerated(generated) {
      large.count(generated);
      routes = generated;
    },
    beforeBuild(config, isProduction) {
      build = undefined;
      if (!enabled || process.env[lastBundleVariable] === 'off' || !large.isLarge(isProduction)) return;
      build = new LastBundleBuild(path.resolve(config.outDir ?? 'doc_build'), routes, lastBundleDir(), siteModuleCodes);
      reuseLastBundleWith(config, build);
    },
    builderConfig: {
      plugins: [inputsKept(() => build)],
    },
  };
}

/** Has each compilation's inputs and outputs kept by the build's side of the last bundle, once it has written them. */
function inputsKept(build: () => LastBundleBuild | undefined): RsbuildPlugin {
  const name = 'vihje-last-bundle-inputs';
  return {
    name,
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        for (const one of compilersOf(compiler)) {
          one.hooks.afterEmit.tap(name, (compilation) => build()?.addInputs(compilation));
        }
      });
      api.onAfterBuild(() => build()?.stampOutputs());
    },
  };
}
