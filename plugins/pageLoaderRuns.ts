import type { RspressPlugin } from '@rspress/core';

// Read by Rspack's loader runner (patches/@rspack+core+2.3.2+001+loader-runs-limit.patch): at most this many runs of
// the JavaScript loaders under way at once for the modules whose resource matches the second, a regular expression;
// a run that waits for its turn sets its file's bytes aside and reads them again when its turn comes (patch 004).
export const loaderRunsLimitVariable = 'RSPACK_LOADER_RUNS_LIMIT';
export const loaderRunsLimitTestVariable = 'RSPACK_LOADER_RUNS_LIMIT_TEST';

/** The pages' modules: each Markdown or MDX file Rspress compiles. */
const pageResource = String.raw`\.mdx?$`;

/**
 * A production build runs the loaders of at most `runs` pages at once. Rspack starts the loaders of every page it has
 * found, while Rspress's MDX compile takes 16 at a time: at ten thousand pages some 12,000 runs waited at the
 * compile's gate, each holding its page's text, its loader context and the loaders' state (the largest part of the
 * compile's heap, bench/NOTES.md). A page that waits for its run holds none of these, its text included (Rspack
 * reads each page before it runs the page's loaders, and that read is let go). The runs under way still keep the
 * compile's queue long: the parse-ahead worker hears of a page as its run joins that queue, and with a short one it
 * hears too late, so the build's thread parses the page itself (bench/NOTES.md). A value already in the environment
 * wins.
 */
export function pluginPageLoaderRuns(runs: number): RspressPlugin {
  return {
    name: 'vihje-page-loader-runs',
    beforeBuild(_config, isProduction) {
      if (!isProduction) return;
      process.env[loaderRunsLimitVariable] ??= String(runs);
      process.env[loaderRunsLimitTestVariable] ??= pageResource;
    },
  };
}
