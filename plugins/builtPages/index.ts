import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { processResult } from '../processResult.ts';
import type { PolicyOptions } from './contentSecurityPolicy.ts';
import type { RewriteRequest } from './rewriteProcess.ts';

/** Runs `rewriteProcess.ts`; its error (a page without `<head>`, named) fails the build. */
const rewriteInProcess = (request: RewriteRequest): Promise<number> =>
  processResult(new URL('./rewriteProcess.ts', import.meta.url), request, 'The rewrite of the built pages');

/**
 * Finishes every built page after the build, when what it needs is known: the layout's landmarks named, so they are
 * there before any script runs, and one strict Content-Security-Policy `<meta>` for the whole site, allowing the
 * inline scripts of all its pages (client-side navigation keeps the first page's policy). In a child process, beside
 * the other outputs after the build.
 */
export function pluginBuiltPages(policyOptions: PolicyOptions): RspressPlugin {
  return {
    name: 'vihje-built-pages',
    // Rspress also calls afterBuild after every dev compile; the dev server serves pages as React renders them.
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      const started = Date.now();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = await rewriteInProcess({ outDir, policyOptions });
      logger.success(
        `Landmark names and the Content-Security-Policy added to ${pages} pages in ${Date.now() - started} ms.`,
      );
    },
  };
}
