import type { Rspack } from '@rsbuild/core';

export interface ParseAheadLoaderOptions {
  /** Called with each page as the bundler hands it to Rspress's MDX compile, in the order the compile takes them. */
  reached: (file: string) => void;
}

/**
 * Runs just before Rspress's MDX loader and hands the page on unchanged: it only tells the worker which page the
 * compile takes next. The compile takes its pages in the order their loaders start (`dist/node/mdx/processor.js`
 * queues them), which no list of the site's files foretells.
 */
export default function parseAheadLoader(this: Rspack.LoaderContext<ParseAheadLoaderOptions>, source: string): string {
  this.getOptions().reached(this.resourcePath);
  return source;
}
