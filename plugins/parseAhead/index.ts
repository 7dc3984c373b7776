import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { markdownPages } from '../markdownPages.ts';
import { addStepBeforeMdxCompile } from '../upstream/rspress/build.ts';
import { type PagesParsedAhead, pagesParsedAhead } from './pagesParsedAhead.ts';
import { remarkParsedAhead } from './remarkParsedAhead.ts';
import { whenCompiled } from './whenCompiled.ts';

/**
 * How many parsed pages may wait for the compile: their trees are held until it takes them. Rspress compiles 16 pages
 * at once, and a page's parse is a fraction of its compile, so a lead of three turns keeps the trees ready.
 */
const maxLead = 48;

/**
 * Markdown parsed ahead, in a worker thread, in a production build. Parsing a page (micromark) is the largest single
 * step of Rspress's MDX compile on the build's thread, which is the compile's bound on two cores while the second is
 * often idle (bench/NOTES.md). A step just before the compile tells the worker the order in which the compile
 * takes its pages; the worker reads each, prepares its text as the compile does and parses it with the parser of
 * Rspress's own processor; the compile's parser then takes that tree when it was parsed from the very text it was
 * handed, by a parser of the same syntax, and parses the page itself otherwise. A tree arrives as a structured
 * clone, several times cheaper to read than to parse (bench/NOTES.md).
 *
 * Only a build of `fromPages` pages or more has the worker: below that, on two cores that the bundler's own threads
 * keep busy too, its start and the trees' transfer cost more than the parses it saves (bench/NOTES.md). Not in
 * `rspress dev` (a reader's page at a time), nor when the config has `replaceRules` (the text the compile parses
 * would differ from the worker's).
 */
export function pluginParseAhead(fromPages: number): RspressPlugin {
  let ahead: PagesParsedAhead | undefined;

  const stop = () => {
    ahead?.stop();
    ahead = undefined;
  };
  /** Every page compiled: nothing more for the worker, which ends as both compilations have built their modules. */
  const compiled = () => {
    if (ahead === undefined) return;
    const { taken, parsed } = ahead.counts();
    logger.info(`Markdown parsed ahead: ${taken} of ${taken + parsed} pages.`);
    stop();
  };

  return {
    name: 'vihje-parse-ahead',
    config(config, _utils, isProduction) {
      stop();
      const root = path.resolve(config.root ?? 'docs');
      if (isProduction && !config.replaceRules?.length && markdownPages(root).length >= fromPages) {
        ahead = pagesParsedAhead({
          root,
          cjkFriendlyEmphasis: config.markdown?.cjkFriendlyEmphasis,
          maxLead,
        });
      }
      return config;
    },
    markdown: { remarkPlugins: [remarkParsedAhead(() => ahead)] },
    builderConfig: {
      plugins: [whenCompiled(compiled)],
      tools: {
        bundlerChain: (chain) => {
          const pages = ahead;
          if (pages === undefined) return;
          // The page is handed on unchanged: the step only tells the worker which page the compile takes next. The
          // compile takes its pages in the order their loaders start (`dist/node/mdx/processor.js` queues them),
          // which no list of the site's files foretells.
          addStepBeforeMdxCompile(chain, (source, page) => {
            pages.reached(page.resourcePath);
            return source;
          });
        },
      },
    },
  };
}
