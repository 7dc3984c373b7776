import type { Nodes, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { fencedLines, mapOutsideFences } from './fencedCode.ts';
import { headingAnchors } from './headingAnchors.ts';

/** A link of a page, where its source has it. */
export interface PageLink {
  /** As the compile left it: a page link resolved to its route (`/data.html#company`), anything else as written. */
  url: string;
  /** The link as its source writes it (`[company fields](/data#company)`). */
  written: string;
  line: number;
  column: number;
}

/** What the site's outputs after the build need of one page, taken from the tree its compile parsed. */
export interface CompiledPage {
  /**
   * The page's Markdown tree for its `.md` twin: no imports, no source positions, no custom heading ids, and
   * `:::tip` callouts as the Markdown they were written in.
   */
  tree: Root;
  links: PageLink[];
  /** The ids a link's `#hash` may name on this page. */
  anchors: string[];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** An MDX page body as a Markdown tree, the way the site's MDX compile parses it. */
export const parseMdx = (mdx: string): Root => parser.parse(mdx);

/**
 * `## Title {#id}` → `## Title \{#id}` outside fenced code: a custom heading id is text, not an MDX expression
 * (Rspress's compile escapes it the same way).
 */
export const escapeHeadingIds = (markdown: string): string =>
  mapOutsideFences(markdown, (line) => (/^#{1,6} /.test(line) ? line.replace(/\\?\{#/, '\\{#') : line));

function collectLinks(node: Nodes, source: string, links: PageLink[]): void {
  const { start, end } = node.position ?? {};
  if ((node.type === 'link' || node.type === 'definition') && start && end) {
    const written = source.slice(start.offset, end.offset);
    links.push({ url: node.url, written, line: start.line, column: start.column });
  }
  if ('children' in node) for (const child of node.children) collectLinks(child, source, links);
}

/** A copy of the tree without compile-only data (parsed JS, source positions). */
const plainCopy = (tree: Root): Root =>
  JSON.parse(JSON.stringify(tree, (key, value) => (key === 'data' || key === 'position' ? undefined : value))) as Root;

const calloutTypes = new Set(['tip', 'note', 'important', 'warning', 'caution', 'danger', 'info', 'details']);

/**
 * The source of each `:::type` callout, in the order the callouts open (outside fenced code). Rspress's callout
 * nodes carry no source position, so a twin takes them back from here, in the same order.
 */
export function calloutSources(source: string): string[] {
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  const found: string[] = [];
  const open: { index: number; line: number }[] = [];
  lines.forEach((line, number) => {
    if (fenced[number]) return;
    const type = /^\s*:::\s*(\w+)/.exec(line)?.[1];
    if (type && calloutTypes.has(type)) {
      open.push({ index: found.length, line: number });
      found.push('');
    }
    if (/:::\s*$/.test(line) && open.length > 0 && !(type && /^\s*:::\s*\w+\s*$/.test(line))) {
      const start = open.pop() as { index: number; line: number };
      found[start.index] = lines.slice(start.line, number + 1).join('\n');
    }
  });
  return found;
}

/**
 * Turns the copy into the twin's tree: Rspress's callouts (`containerDirective`) back into the Markdown they were
 * written in, and custom heading ids out of the headings' text.
 */
function forTwin(node: Nodes, callouts: string[], next: { callout: number }): void {
  if (!('children' in node)) return;
  node.children = node.children.flatMap((child): RootContent[] => {
    if ((child.type as string) === 'containerDirective') {
      const written = callouts[next.callout++];
      if (written) return parseMdx(written).children;
    }
    if (child.type === 'heading') {
      const last = child.children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(/[ \t]*\\?\{#[\w-]+\}[ \t]*$/, '');
    }
    forTwin(child, callouts, next);
    return [child];
  }) as typeof node.children;
}

/**
 * What the outputs after the build need of a page, from the tree of its body. `source` is the text the tree was
 * parsed from (front matter blanked, so lines are the file's lines), for callouts; the tree itself is not changed.
 */
export function capturePage(tree: Root, source: string, frontmatterTitle?: string): CompiledPage {
  const links: PageLink[] = [];
  collectLinks(tree, source, links);
  const twinTree = plainCopy(tree);
  twinTree.children = twinTree.children.filter((node) => node.type !== 'mdxjsEsm');
  forTwin(twinTree, calloutSources(source), { callout: 0 });
  return { tree: twinTree, links, anchors: headingAnchors(tree, frontmatterTitle) };
}

/** A page's body with its front matter replaced by as many blank lines, so positions in it are the file's. */
export function blankFrontMatter(source: string): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(source)?.[0] ?? '';
  return frontMatter.replace(/[^\n]/g, '') + source.slice(frontMatter.length);
}

/** The same as the compile's capture, from a page's source: for a page the compile did not parse in this build. */
export function parsePage(source: string, frontmatterTitle?: string): CompiledPage {
  const body = escapeHeadingIds(blankFrontMatter(source));
  return capturePage(parseMdx(body), body, frontmatterTitle);
}
