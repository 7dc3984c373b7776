import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logger, type RspressPlugin } from '@rspress/core';
import { largeProductionBuild } from '../largeProductionBuild.ts';
import { processResult } from '../processResult.ts';
import { leaveSearchIndexHashOutOfPageData, searchProviderModule } from '../upstream/rspress/build.ts';
import type { SplitRequest } from './splitProcess.ts';
import { defaultWholeIndexGzipBytes, type WrittenIndex, writeSplitIndexes } from './writeSplitIndex.ts';

/** The browser half: the search provider that reads the split index. */
export const splitSearchProvider = fileURLToPath(new URL('./web/LocalProvider.ts', import.meta.url));

/**
 * Up to how many gzip bytes an index is kept whole (`writeSplitIndex.ts`). The fixture site sets 0, so that the
 * browser tests search the split form that large sites ship.
 */
export const wholeIndexVariable = 'VIHJE_SEARCH_WHOLE_INDEX_GZIP_BYTES';

function wholeIndexGzipBytes(): number {
  const value = process.env[wholeIndexVariable];
  if (value === undefined || value === '') return defaultWholeIndexGzipBytes;
  if (!/^\d+$/.test(value)) throw new Error(`${wholeIndexVariable}=${value}: expected a number of bytes`);
  return Number(value);
}

/** Runs `splitProcess.ts`; its error (a malformed index, named with its file) fails the build. */
const splitInOwnProcess = (request: SplitRequest): Promise<WrittenIndex[]> =>
  processResult(new URL('./splitProcess.ts', import.meta.url), request, 'The search index split');

/**
 * Search whose first query downloads what it needs, not the whole site's text: a production build splits Rspress's
 * search index into a vocabulary, shards of postings and one record per page (`writeSplitIndex.ts`), and the search
 * panel's provider is swapped for one that reads them (`web/LocalProvider.ts`). The panel, its matching and its
 * markup stay Rspress's. A build of more than `ownProcessFromRoutes` routes splits in a child process
 * (`splitProcess.ts`), a smaller one in the build's process, where starting that process cost more than the work
 * (bench/NOTES.md).
 */
export function pluginSplitSearch(ownProcessFromRoutes: number): RspressPlugin {
  const build = largeProductionBuild(ownProcessFromRoutes);
  return {
    name: 'vihje-split-search',
    routeGenerated(routes) {
      build.count(routes);
    },
    // The provider fetches the manifest by a name without hash (`splitFiles.ts`): the index's hash, which changes
    // with any page's text, is left out of the page data the entry carries, so a text edit changes no script.
    beforeBuild(_config, isProduction) {
      if (isProduction) leaveSearchIndexHashOutOfPageData();
    },
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins, rspack }) => {
          appendPlugins(new rspack.NormalModuleReplacementPlugin(searchProviderModule, splitSearchProvider));
        },
      },
    },
    // Rspress also calls afterBuild after every dev compile; dev keeps the single index.
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      const started = Date.now();
      const request: SplitRequest = {
        outDir: path.resolve(config.outDir ?? 'doc_build'),
        wholeIndexGzipBytes: wholeIndexGzipBytes(),
      };
      const written = build.isLarge(isProduction)
        ? await splitInOwnProcess(request)
        : writeSplitIndexes(request.outDir, request.wholeIndexGzipBytes);
      for (const { folder, pages, shards } of written) {
        const form =
          shards > 0 ? `split into ${shards} shards and ${pages} page records` : `kept whole (${pages} pages)`;
        logger.success(`Search index ${path.basename(folder)} ${form} in ${Date.now() - started} ms.`);
      }
    },
  };
}
