import type { ReactNode } from 'react';
import type { OpenApiSummary } from '../../../plugins/openapi/loadOpenApi';
import styles from './index.module.css';

/** Where the JSON rendering of the description is published (see plugins/openapi). */
export const openApiJsonUrl = '/api/openapi.json';
export const openApiYamlUrl = '/api/openapi.yaml';

/**
 * What `/api` shows before Scalar has loaded, and what the pre-rendered HTML carries: the API's title and version,
 * every operation with its method and path, and the description itself. Reserves the reference's height.
 */
export function ApiReferenceFallback({ summary }: { summary: OpenApiSummary }): ReactNode {
  return (
    <div className={`vh-api-fallback ${styles.fallback}`}>
      <h1 className={styles.title}>{summary.title}</h1>
      <p className={styles.meta}>
        Version {summary.version}
        {summary.servers.length > 0 && (
          <>
            {' · '}
            <code>{summary.servers.join(', ')}</code>
          </>
        )}
      </p>
      <ul className={styles.operations} aria-label="Operations">
        {summary.operations.map((operation) => (
          <li key={operation.operationId} className={`vh-api-fallback__operation ${styles.operation}`}>
            <span className={`${styles.method} ${styles[`method--${operation.method.toLowerCase()}`] ?? ''}`}>
              {operation.method}
            </span>
            <code className={styles.path}>{operation.path}</code>
            <span className={styles.summary}>{operation.summary}</span>
          </li>
        ))}
      </ul>
      <p className={styles.download}>
        The description as <a href={openApiJsonUrl}>OpenAPI JSON</a> or <a href={openApiYamlUrl}>YAML</a>.
      </p>
    </div>
  );
}
