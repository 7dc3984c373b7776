import type { ReactNode } from 'react';
import styles from './MethodPath.module.css';

/** An HTTP method, coloured as Scalar colours it. */
export function MethodBadge({ method }: { method: string }): ReactNode {
  return <span className={`${styles.method} ${styles[method.toLowerCase()] ?? ''}`}>{method}</span>;
}

/** `GET /companies/search`. */
export function MethodPath({ method, path }: { method: string; path: string }): ReactNode {
  return (
    <p className={`vh-api-static__endpoint ${styles.endpoint}`}>
      <MethodBadge method={method} />
      <code className={styles.path}>{path}</code>
    </p>
  );
}
