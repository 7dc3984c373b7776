import type { ComponentMarkdown } from '../../../shared/componentMarkdown.ts';

/** `<Details>` in a page's `.md` twin: the section open, under its summary (a `.md` file cannot collapse it). */
export const detailsMarkdown: ComponentMarkdown = ({ props, children }) => [
  { type: 'paragraph', children: [{ type: 'text', value: String(props.summary ?? '') }] },
  ...children,
];
