/**
 * Adds what every post page shows around its text, so a post stays one plain Markdown file: front matter that
 * keeps the docs sidebar and docs prev/next links off, the post header after the title and newer/older links at
 * the end. Runs on the source before the MDX compiler.
 */
export function injectPostChrome(source: string, slug: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  // Drop the author's own `sidebar`/`footer` keys: YAML refuses a key given twice.
  const head = (frontMatter?.[1] ?? '').replace(/^(sidebar|footer):.*$/gm, '');
  const body = frontMatter ? source.slice(frontMatter[0].length) : source;
  const slugProp = JSON.stringify(slug);
  return [
    '---',
    head,
    'sidebar: false',
    'footer: false',
    '---',
    '',
    "import { PostFooter, PostHeader } from '@theme/blog/PostChrome';",
    '',
    `<PostHeader slug=${slugProp} />`,
    '',
    body,
    '',
    `<PostFooter slug=${slugProp} />`,
    '',
  ].join('\n');
}
