import type { Root } from 'mdast';
import type { CompiledPage } from './capturePage.ts';
import type { PageRecord } from './index.ts';

/**
 * A record's text: its links and ids as a line of JSON, then its tree's JSON. The link check needs only the first
 * line and a twin from the twins' cache neither, so the tree is parsed when asked for.
 */
export const recordText = ({ tree, links, anchors }: CompiledPage): string =>
  `${JSON.stringify({ links, anchors })}\n${JSON.stringify(tree)}`;

/**
 * A page's record from its text (or from a read of it, made when first needed), the links and ids, the tree and the
 * front matter each parsed when first read; its source (or a read of it) read when first asked for. The text is let
 * go once its tree is parsed: a cold build's twins parse every page's tree, and each record is held until the twins
 * are done. A warm build's link check finds most pages' links in its index and their twins come from the twins'
 * cache, so most records, and most pages' sources, are never read at all.
 */
export function recordOf(
  text: string | (() => string),
  source: string | (() => string),
  frontmatter: () => PageRecord['frontmatter'],
  key: string,
): PageRecord {
  let recordText: string | undefined = typeof text === 'string' ? text : undefined;
  let head: Omit<CompiledPage, 'tree'> | undefined;
  let tree: Root | undefined;
  let data: PageRecord['frontmatter'] | undefined;
  const textOf = (): string => {
    recordText ??= typeof text === 'string' ? text : text();
    return recordText;
  };
  const headOf = (): Omit<CompiledPage, 'tree'> => {
    if (head === undefined) {
      const whole = textOf();
      head = JSON.parse(whole.slice(0, whole.indexOf('\n'))) as Omit<CompiledPage, 'tree'>;
    }
    return head;
  };
  return {
    key,
    get source() {
      return typeof source === 'string' ? source : source();
    },
    get links() {
      return headOf().links;
    },
    get anchors() {
      return headOf().anchors;
    },
    get tree() {
      if (tree === undefined) {
        headOf();
        const whole = textOf();
        tree = JSON.parse(whole.slice(whole.indexOf('\n') + 1)) as Root;
        recordText = '';
      }
      return tree;
    },
    get frontmatter() {
      data ??= frontmatter();
      return data;
    },
  };
}
