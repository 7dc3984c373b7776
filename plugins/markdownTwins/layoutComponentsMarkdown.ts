import type { RootContent } from 'mdast';
import { detailsMarkdown } from '#theme/components/Details/detailsMarkdown.ts';
import type { ComponentMarkdown } from '../../shared/componentMarkdown.ts';

const boldLine = (text: string): RootContent => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
});

/**
 * The Markdown forms of the layout components any page may use, as a reader of the page sees them: every tab of
 * Rspress's `<Tabs>` under its label in bold (a `.md` file cannot switch tabs; Rspress's components have no file of
 * ours to sit beside, so their forms are here), and the theme's `<Details>` open, under its summary.
 */
export const layoutComponentsMarkdown: Readonly<Record<string, ComponentMarkdown>> = {
  Tabs: ({ children }) => children,
  Tab: ({ props, children }) => [boldLine(String(props.label ?? '')), ...children],
  Details: detailsMarkdown,
};
