import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Definition, Link, Nodes, Parent, Root, RootContent } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { ComponentElement, ComponentMarkdown, TwinPage } from '../../shared/componentMarkdown.ts';
import { routePathOf } from '../../shared/routePath.ts';
import { parseMdx, parsePage } from '../compiledPages/capturePage.ts';
import { parseFrontMatter } from '../parseFrontMatter.ts';

/** Markdown a twin shows around the page's own text (a post's header and its neighbours). */
export interface TwinDecoration {
  before?: string;
  after?: string;
}

/**
 * A page's whole twin tree where its view, not its Markdown, holds its content (the blog's generated pages): built
 * only when its twin is printed, and known before that by what it is made of.
 */
export interface ViewTree {
  /**
   * Text that changes whenever the tree would: the view's data and the sources (or their keys) of the pages it
   * includes.
   */
  madeOf: string;
  /** The trees of the pages it includes (a card's excerpt), which may hold components; read only to print the twin. */
  included: readonly Root[];
  build(): Root;
}

export interface PageMarkdownOptions {
  /** The site's origin: links to pages become links to their twins there (`https://…/data.md#company`). */
  siteUrl: string;
  /** The site's routes, to tell a page link from a link to a static file. */
  routes: ReadonlySet<string>;
  /** The folder `<root>/` means in a code block's `file="…"`, and the docs folder for `file="/…"`. */
  projectRoot: string;
  docsDir: string;
  /** Markdown for each JSX component pages use; a page with any other component fails. */
  components: Readonly<Record<string, ComponentMarkdown>>;
}

/** A page's twin and what llms.txt lists for it. */
export interface PageTwin {
  title: string;
  description: string;
  markdown: string;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);
// The options Rspress's own Markdown twins are printed with.
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, incrementListMarker: true });

/** A twin's tree as Markdown. */
export const printMarkdown = (tree: Root): string => printer.stringify(tree);

/** GFM's links of bare URLs (`https://…`, `www.…`), which the parse of a component's Markdown text would make. */
const autolinkTransforms = gfmAutolinkLiteralFromMarkdown().transforms ?? [];

/** A component's Markdown tree with what parsing it as text would add: the links of its bare URLs. */
function asParsed(nodes: RootContent[]): RootContent[] {
  let tree: Root = { type: 'root', children: nodes };
  for (const transform of autolinkTransforms) tree = transform(tree) ?? tree;
  return tree.children;
}

const isJsx = (node: Nodes): node is MdxJsxFlowElement | MdxJsxTextElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function attributeValue(attribute: MdxJsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  try {
    return JSON.parse(value.value);
  } catch {
    return value.value;
  }
}

function componentElement(node: MdxJsxFlowElement | MdxJsxTextElement): ComponentElement {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute') props[attribute.name] = attributeValue(attribute);
  }
  return { name: node.name ?? '', props, children: node.children as RootContent[] };
}

const isExpression = (node: Nodes): node is MdxFlowExpression | MdxTextExpression =>
  node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';

/** `{/* truncate *\/}` and other comments: expressions that render nothing. */
const isComment = (node: MdxFlowExpression | MdxTextExpression) =>
  node.value.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';

/** Replaces every JSX element with its component's Markdown, innermost first, and drops comments. */
function expandComponents(parent: Parent, page: TwinPage, options: PageMarkdownOptions): void {
  parent.children = parent.children.flatMap((child): RootContent[] => {
    if ('children' in child) expandComponents(child, page, options);
    if (isExpression(child)) {
      if (isComment(child)) return [];
      throw new Error(
        `${page.file}: the .md twin cannot show the expression {${child.value}}; use Markdown or a component`,
      );
    }
    if (!isJsx(child)) return [child];
    const render = options.components[child.name ?? ''];
    if (!render) {
      const known = Object.keys(options.components).join(', ');
      throw new Error(
        `${page.file}: no Markdown form for <${child.name ?? ''}> in the .md twin (components with one: ${known}); ` +
          'write one beside the component, as theme/components/Details/detailsMarkdown.ts is beside <Details>',
      );
    }
    const output = render(componentElement(child), page);
    // A tree is spliced in as it is: printing and parsing the API reference's took longer than all other twins.
    if (typeof output !== 'string') return asParsed(output);
    const nodes = markdownParser.parse(output).children;
    // Inline output stays inline: a single paragraph's text, not a new block.
    const [only] = nodes;
    if (child.type === 'mdxJsxTextElement' && nodes.length === 1 && only?.type === 'paragraph') return only.children;
    return nodes;
  }) as typeof parent.children;
}

/**
 * `/data#company` → `{siteUrl}/data.md#company` for a page link; another site path (`/blog/rss.xml`) under the
 * base of `siteUrl` (`https://…/previews/pr-42/`); anything else as it is.
 */
export function twinUrl(url: string, options: Pick<PageMarkdownOptions, 'siteUrl' | 'routes'>): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = `${options.siteUrl.replace(/\/?$/, '/')}`;
  const [pathname = '', hash] = url.split('#', 2);
  const route = routePathOf(pathname);
  if (!options.routes.has(route)) return `${new URL(base).pathname}${url.slice(1)}`;
  const file = route === '/' ? 'index.md' : `${route.slice(1)}.md`;
  return `${new URL(file, base).toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/** A code block's `file="…"` attribute, resolved as Rspress resolves it. */
function codeFile(code: Code, page: TwinPage, options: PageMarkdownOptions): string | undefined {
  const file = /\bfile=["']([^"']+)["']/.exec(code.meta ?? '')?.[1];
  if (!file) return undefined;
  if (file.startsWith('<root>/')) return path.join(options.projectRoot, file.slice('<root>/'.length));
  if (file.startsWith('/')) return path.join(options.docsDir, file.slice(1));
  return path.join(path.dirname(page.file), file);
}

function rewrite(node: Nodes, page: TwinPage, options: PageMarkdownOptions): void {
  if (node.type === 'link' || node.type === 'definition') {
    (node as Link | Definition).url = twinUrl(node.url, options);
  } else if (node.type === 'code') {
    const file = codeFile(node, page, options);
    if (file) node.value = readFileSync(file, 'utf8');
  }
  if ('children' in node) for (const child of node.children) rewrite(child, page, options);
}

const plainText = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? node.children.map((child) => plainText(child)).join('')
      : '';

/**
 * The Markdown twin of one page, from its tree (a compiled page's, see plugins/compiledPages): components replaced
 * by their Markdown, page links pointing at the pages' twins, `file="…"` code blocks filled in, the decoration's
 * Markdown around it. A page without its own `# heading` gets its front-matter title as one, as the page shows it.
 */
export function twinMarkdown(
  tree: Root,
  frontmatter: Record<string, unknown>,
  page: TwinPage,
  options: PageMarkdownOptions,
  decoration: TwinDecoration = {},
): PageTwin {
  tree.children = [
    ...(decoration.before ? parseMdx(decoration.before).children : []),
    ...tree.children,
    ...(decoration.after ? parseMdx(decoration.after).children : []),
  ];
  expandComponents(tree, page, options);
  rewrite(tree, page, options);
  const firstHeading = tree.children.find((node) => node.type === 'heading' && node.depth === 1);
  const frontTitle = typeof frontmatter.title === 'string' ? frontmatter.title : '';
  if (!firstHeading && frontTitle) {
    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: frontTitle }] });
  }
  return {
    title: frontTitle || (firstHeading ? plainText(firstHeading) : ''),
    description: typeof frontmatter.description === 'string' ? frontmatter.description : '',
    markdown: printMarkdown(tree),
  };
}

/** The twin of a page from its MDX source (front matter included), parsed here. */
export function pageMarkdown(
  page: TwinPage & { source: string },
  options: PageMarkdownOptions,
  decoration?: TwinDecoration,
): PageTwin {
  const { data } = parseFrontMatter(page.source);
  const title = typeof data.title === 'string' ? data.title : undefined;
  return twinMarkdown(parsePage(page.source, title).tree, data, page, options, decoration);
}
