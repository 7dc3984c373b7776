import type { RootContent } from 'mdast';

/** A JSX element of a page, as a component's Markdown form receives it. */
export interface ComponentElement {
  name: string;
  /** Attribute values: strings as written, `{…}` expressions parsed as JSON (`page={2}` → 2). */
  props: Record<string, unknown>;
  children: RootContent[];
}

/** The page a twin is rendered for: its route and source file. */
export interface TwinPage {
  routePath: string;
  file: string;
}

/**
 * A component's Markdown form: what it stands for in a page's `.md` twin, as Markdown text or nodes. It lives beside
 * the component (`theme/components/Details/detailsMarkdown.ts`), and the build's twins read it from there.
 */
export type ComponentMarkdown = (element: ComponentElement, page: TwinPage) => string | RootContent[];
