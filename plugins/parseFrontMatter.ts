import matter from 'gray-matter';

type FrontMatterOptions = NonNullable<Parameters<typeof matter>[1]>;

/**
 * A Markdown file's front matter (`data`) and the text after it (`content`). Called without options, gray-matter
 * keeps every string it parses, with a Buffer copy of it, in a module-wide cache for the life of the process: a
 * build would hold every page's source until it ends. Any options object turns that cache off; `{}` is gray-matter's
 * defaults.
 */
export function parseFrontMatter(
  source: string,
  options: FrontMatterOptions = {},
): { data: Record<string, unknown>; content: string } {
  const { data, content } = matter(source, options);
  return { data, content };
}
