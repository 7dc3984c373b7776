/*
 * The page meta of Rspress's MDX compiler, a private detail its Node side and its runtime share (no public API gives
 * a remark step this page's meta). A module of its own, with no import of Rspress's modules, so the plugins that read
 * or add to it load nothing more; checked by rspress.test.ts.
 */
import type { Processor } from 'unified';

/** The page meta Rspress's MDX compiler keeps for the page it is compiling. */
export interface CompilingPageMeta {
  frontmatter?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * The meta of the page `processor` is compiling: `compiler.data('pageMeta')`, which Rspress sets before each page
 * (with its front matter), reads back after the remark steps ran (its own write the title and TOC there) and writes
 * into the page's module as `__RSPRESS_PAGE_META`; at run time the open page's data is that meta merged with the
 * page's entry in the page index. A remark step calls this while it runs, not when it is attached. rspress.test.ts
 * checks each of those steps in the installed Rspress.
 */
export function compilingPageMeta(processor: Processor): CompilingPageMeta | undefined {
  return (processor.data() as { pageMeta?: CompilingPageMeta }).pageMeta;
}
