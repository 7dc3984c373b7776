import type { ReactNode } from 'react';
import type { ResponseView } from '../../../../shared/apiReference';
import { ExampleBlock } from './ExampleBlock';
import { SchemaDetails } from './Field';
import styles from './ResponseList.module.css';
import { RichText } from './RichText';
import { TypeLabel } from './TypeLabel';

/** Reason phrases of the statuses an API reference commonly lists. */
const reasons: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

/** Every response of an operation: status, description, body schema and its first example (open for a success). */
export function ResponseList({ responses }: { responses: readonly ResponseView[] }): ReactNode {
  return (
    <>
      <h4>Responses</h4>
      {responses.map((response) => (
        <div key={response.id} id={response.id} className={`vh-api-static__response ${styles.response}`}>
          <h5 className={styles.status}>
            <span className={styles.code}>{response.status}</span> {reasons[response.status] ?? ''}
          </h5>
          <RichText nodes={response.description} />
          {response.schema && (
            <>
              <p className={styles.body}>
                <code>{response.contentType}</code> <TypeLabel parts={response.schema.type} />
              </p>
              <SchemaDetails schema={response.schema} />
            </>
          )}
          {response.example && <ExampleBlock example={response.example} open={response.status.startsWith('2')} />}
        </div>
      ))}
    </>
  );
}
