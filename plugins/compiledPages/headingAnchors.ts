import GithubSlugger, { slug } from '@rspress/shared/github-slugger';
import { extractTextAndId } from '@rspress/shared/node-utils';
import type { Heading, PhrasingContent, Root } from 'mdast';

/** A heading child's text as Rspress slugs it: inline Markdown marks kept (`**a**`, `` `b` ``), links by their text. */
function inlineText(node: PhrasingContent): string {
  const inner = () => ('children' in node ? node.children.map(inlineText).join('') : '');
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return `\`${node.value}\``;
    case 'strong':
      return `**${inner()}**`;
    case 'emphasis':
      return `*${inner()}*`;
    case 'delete':
      return `~~${inner()}~~`;
    case 'link':
      return inner();
    default:
      return '';
  }
}

/**
 * The ids of a page's headings, as Rspress gives them (its `remarkToc`): a custom `{#id}`, else the GitHub slug of
 * the heading's text, numbered when repeated. Only the page's top-level headings count (not those inside a component),
 * and without a `# heading` the front matter's title is the page's heading.
 */
export function headingAnchors(tree: Root, frontmatterTitle?: string): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  let hasTitle = false;
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
  for (const heading of headings) {
    let customId = '';
    const text = heading.children
      .map((child) => {
        if (child.type !== 'text') return inlineText(child);
        const [textPart, id] = extractTextAndId(child.value);
        customId = id;
        return textPart;
      })
      .join('')
      .trim();
    ids.push(customId || slugger.slug(text));
    if (heading.depth === 1 && text) hasTitle = true;
  }
  if (!hasTitle && frontmatterTitle) {
    const fallback = slug(extractTextAndId(frontmatterTitle)[0].trim());
    if (fallback) ids.push(fallback);
  }
  return ids;
}
