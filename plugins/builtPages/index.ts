import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { largeProductionBuild } from '../largeProductionBuild.ts';
import { processResult } from '../processResult.ts';
import type { PolicyOptions } from './contentSecurityPolicy.ts';
import { rewriteBuiltPages } from './rewritePages.ts';
import type { RewriteRequest } from './rewriteProcess.ts';

/** Runs `rewriteProcess.ts`; its error (a page without `<head>`, named) fails the build. */
const rewriteInOwnProcess = (request: RewriteRequest): Promise<number> =>
  processResult(new URL('./rewriteProcess.ts', import.meta.url), request, 'The rewrite of the built pages');

/**
 * Finishes every built page after the build, when what it needs is known: the layout's landmarks named, so they are
 * there before any script runs, and one strict Content-Security-Policy `<meta>` for the whole site, allowing the
 * inline scripts of all its pages (client-side navigation keeps the first page's policy). A build of more than
 * `ownProcessFromRoutes` routes does it in a child process, beside the other outputs after the build; a smaller one
 * in the build's process, where starting that process cost more than the work (bench/NOTES.md).
 */
export function pluginBuiltPages(policyOptions: PolicyOptions, ownProcessFromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(ownProcessFromRoutes);
  return {
    name: 'vihje-built-pages',
    routeGenerated(routes) {
      build.count(routes);
    },
    // Rspress also calls afterBuild after every dev compile; the dev server serves pages as React renders them.
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      const started = Date.now();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = build.isLarge(isProduction)
        ? await rewriteInOwnProcess({ outDir, policyOptions })
        : rewriteBuiltPages(outDir, policyOptions);
      logger.success(
        `Landmark names and the Content-Security-Policy added to ${pages} pages in ${Date.now() - started} ms.`,
      );
    },
  };
}
