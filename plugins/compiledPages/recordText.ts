import type { Root } from 'mdast';
import type { CompiledPage } from './capturePage.ts';
import type { PageRecord } from './index.ts';

/**
 * A record's text: its links and ids as a line of JSON, then its tree's JSON. Most pages of a warm build need only
 * the first line (the link check): their twins come from the twins' cache, so the tree is parsed when asked for.
 */
export const recordText = ({ tree, links, anchors }: CompiledPage): string =>
  `${JSON.stringify({ links, anchors })}\n${JSON.stringify(tree)}`;

/**
 * A page's record from its text, the tree and the front matter parsed when first read. The text is let go once its
 * tree is parsed: a cold build's twins parse every page's tree, and each record is held until the twins are done.
 */
export function recordOf(text: string, source: string, frontmatter: () => PageRecord['frontmatter']): PageRecord {
  const treeStart = text.indexOf('\n');
  const { links, anchors } = JSON.parse(text.slice(0, treeStart)) as Omit<CompiledPage, 'tree'>;
  let treeText: string | undefined = text;
  let tree: Root | undefined;
  let data: PageRecord['frontmatter'] | undefined;
  return {
    links,
    anchors,
    source,
    get tree() {
      if (tree === undefined) {
        tree = JSON.parse((treeText ?? '').slice(treeStart + 1)) as Root;
        treeText = undefined;
      }
      return tree;
    },
    get frontmatter() {
      data ??= frontmatter();
      return data;
    },
  };
}
