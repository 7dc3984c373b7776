/**
 * What a Markdown parser of unified can read: how many micromark extensions (syntax) and mdast-util-from-markdown
 * extensions (the tree made of it) its plugins added. A tree parsed elsewhere is the compile's only when both agree.
 */
export interface ParserSyntax {
  micromark: number;
  fromMarkdown: number;
}

/** `processor`'s syntax, once it is frozen (its plugins attached). */
export function parserSyntax(processor: { data(): unknown }): ParserSyntax {
  const data = processor.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  return { micromark: data.micromarkExtensions?.length ?? 0, fromMarkdown: data.fromMarkdownExtensions?.length ?? 0 };
}

export const sameSyntax = (a: ParserSyntax, b: ParserSyntax): boolean =>
  a.micromark === b.micromark && a.fromMarkdown === b.fromMarkdown;
