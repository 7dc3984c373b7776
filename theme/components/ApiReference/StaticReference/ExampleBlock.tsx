import type { ReactNode } from 'react';
import type { ExampleView } from '../../../../shared/apiReference';
import styles from './ExampleBlock.module.css';

/** An example body as JSON, collapsible (a `<details>`, so it works without JavaScript). */
export function ExampleBlock({ example, open = false }: { example: ExampleView; open?: boolean }): ReactNode {
  return (
    <details className={`vh-api-static__example ${styles.example}`} open={open}>
      <summary className={styles.summary}>Example: {example.title}</summary>
      <pre className={styles.code} data-lang="json">
        <code>{example.json}</code>
      </pre>
    </details>
  );
}
