import type { RootContent } from 'mdast';
import type { ComponentMarkdown } from './pageMarkdown.ts';

const boldLine = (text: string): RootContent => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
});

/**
 * Markdown for the layout components pages use, as a reader of the page sees them: every tab of `<Tabs>` under its
 * label in bold (a `.md` file cannot switch tabs), and a `<Details>` section open, under its summary.
 */
export const layoutComponentsMarkdown: Readonly<Record<string, ComponentMarkdown>> = {
  Tabs: ({ children }) => children,
  Tab: ({ props, children }) => [boldLine(String(props.label ?? '')), ...children],
  Details: ({ props, children }) => [
    { type: 'paragraph', children: [{ type: 'text', value: String(props.summary ?? '') }] },
    ...children,
  ],
};
