import type { ElementContent, Root, RootContent } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { RichNode, RichTag } from '../../shared/apiReference.ts';

const richTags = new Set<string>(['p', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'a', 'blockquote', 'br']);
/** Elements whose whitespace-only text children are only source formatting between blocks. */
const blockContainers = new Set<string>(['ul', 'ol', 'blockquote']);

const toHast = unified().use(remarkParse).use(remarkRehype);

function convert(node: RootContent | ElementContent, inBlockContainer: boolean, where: string): RichNode[] {
  if (node.type === 'text') return inBlockContainer && node.value.trim() === '' ? [] : [node.value];
  if (node.type !== 'element') return [];
  if (!richTags.has(node.tagName)) {
    throw new Error(`${where}: the description uses <${node.tagName}>, which the pre-rendered reference cannot show`);
  }
  const children = node.children.flatMap((child) => convert(child, blockContainers.has(node.tagName), where));
  const href = node.tagName === 'a' ? String(node.properties.href ?? '') : undefined;
  return [{ tag: node.tagName as RichTag, ...(href === undefined ? {} : { href }), children }];
}

/**
 * A description's CommonMark as a small tree the page renders with React, in the HTML and in the `.md` twin alike.
 * Raw HTML is dropped; an element the reference has no rendering for fails the build, naming `where`.
 */
export function parseRichText(markdown: string | undefined, where: string): RichNode[] {
  if (!markdown?.trim()) return [];
  const tree = toHast.runSync(toHast.parse(markdown)) as Root;
  return tree.children.flatMap((child) => convert(child, true, where));
}
