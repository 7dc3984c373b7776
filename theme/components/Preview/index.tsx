import { Children, type ReactNode } from 'react';
import { Details } from '../Details';
import styles from './index.module.css';

/** What @rspress/plugin-preview passes for a ```tsx preview code block (see plugins/demos.ts). */
export interface PreviewProps {
  /** The highlighted code block, then the demo: the default export of that very code. */
  children: ReactNode;
  /** How the plugin previews the block; the site uses `internal`, the demo rendered in the page. */
  previewMode?: string;
  /** The plugin's ID of the demo (`_<page>_<n>`). */
  demoId?: string;
}

/**
 * A live demo and, under it, the code it runs in a collapsible section. Replaces the plugin's own preview card: a
 * native `<details>` keeps the hidden code's copy button out of the tab order, and it needs no QR code library.
 */
export function Preview({ children, demoId }: PreviewProps): ReactNode {
  const [code, demo] = Children.toArray(children);
  return (
    <div className={`vh-preview ${styles.preview}`} data-demo={demoId}>
      <div className={`vh-preview__demo ${styles.demo}`}>{demo}</div>
      <Details summary="Code">{code}</Details>
    </div>
  );
}
