import type { Processor } from 'unified';
import type { PagesParsedAhead } from './pagesParsedAhead.ts';
import { parserSyntax } from './parserSyntax.ts';

/**
 * A remark plugin whose compile's parser takes the page's tree parsed ahead, when there is one, and parses the page
 * itself otherwise. Attached after remark-parse (the first plugin of MDX's processor), it wraps the parser that one
 * set; `pages` is read when a page's processor is made.
 */
export function remarkParsedAhead(pages: () => PagesParsedAhead | undefined) {
  return function attachParsedAhead(this: Processor): undefined {
    const ahead = pages();
    const parse = this.parser;
    if (ahead === undefined || parse === undefined) return;
    this.parser = (text, file) =>
      (file.path ? ahead.take(file.path, text, parserSyntax(this)) : undefined) ?? parse(text, file);
  };
}
