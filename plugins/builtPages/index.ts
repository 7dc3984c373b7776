import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { siteCachePath } from '../contentCache.ts';
import { largeProductionBuild } from '../largeProductionBuild.ts';
import { previousOutputDir } from '../previousOutput.ts';
import { processResult } from '../processResult.ts';
import { keepPagesWith } from '../upstream/rspress/build.ts';
import { readVersionedRecord, writeVersionedRecord } from '../versionedRecord.ts';
import type { PolicyOptions } from './contentSecurityPolicy.ts';
import { type BuiltPagesRecord, KeptPages, rewriteVersion } from './keptPages.ts';
import { type RewriteResult, rewriteBuiltPages } from './rewritePages.ts';
import type { RewriteRequest } from './rewriteProcess.ts';

/** Runs `rewriteProcess.ts`; its error (a page without `<head>`, named) fails the build. */
const rewriteInOwnProcess = (request: RewriteRequest): Promise<RewriteResult> =>
  processResult(new URL('./rewriteProcess.ts', import.meta.url), request, 'The rewrite of the built pages');

/** Where the record of the last build's finished pages is kept (`keptPages.ts`). */
const recordFile = () => siteCachePath('vihje-built-pages.json');

/**
 * Finishes every built page after the build, when what it needs is known: the layout's landmarks named, so they are
 * there before any script runs, and one strict Content-Security-Policy `<meta>` for the whole site, allowing the
 * inline scripts of all its pages (client-side navigation keeps the first page's policy). A build of more than
 * `ownProcessFromRoutes` routes does it in a child process, beside the other outputs after the build; a smaller one
 * in the build's process, where starting that process cost more than the work (bench/NOTES.md). A page whose render
 * and template are those of the output the build replaces is kept from it as it was finished (`keptPages.ts`): not
 * put together by the render, nor rewritten.
 */
export function pluginBuiltPages(policyOptions: PolicyOptions, ownProcessFromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(ownProcessFromRoutes);
  let kept: { pages: KeptPages; version: string } | undefined;
  return {
    name: 'vihje-built-pages',
    routeGenerated(routes) {
      build.count(routes);
    },
    beforeBuild(config, isProduction) {
      kept = undefined;
      if (!isProduction) return;
      const version = rewriteVersion(policyOptions);
      const record = readVersionedRecord<BuiltPagesRecord>(
        recordFile(),
        version,
        (read) => typeof read.pages === 'object',
      );
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = new KeptPages(outDir, record, previousOutputDir);
      kept = { pages, version };
      keepPagesWith(config, (page) => pages.keep(page));
    },
    // Rspress also calls afterBuild after every dev compile; the dev server serves pages as React renders them.
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      const started = Date.now();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const keptInput = kept?.pages.keptInput();
      const result = build.isLarge(isProduction)
        ? await rewriteInOwnProcess({ outDir, policyOptions, kept: keptInput })
        : rewriteBuiltPages(outDir, policyOptions, keptInput);
      if (kept) writeVersionedRecord(recordFile(), kept.pages.recordOf(kept.version, result.policy, result.written));
      const keptCount = Object.keys(keptInput?.pages ?? {}).length;
      logger.success(
        `Landmark names and the Content-Security-Policy added to ${Object.keys(result.written).length} of ` +
          `${result.pages} pages (${keptCount} kept as they were) in ${Date.now() - started} ms.`,
      );
    },
  };
}
