import type { ReactNode } from 'react';
import { hrefTo } from '../../../../shared/apiAnchors';
import type { ApiReferenceData } from '../../../../shared/apiReference';
import { MethodBadge } from './MethodPath';
import styles from './ReferenceNav.module.css';

/** The reference's contents: introduction, each tag with its operations, and the models (collapsed). */
export function ReferenceNav({ reference }: { reference: ApiReferenceData }): ReactNode {
  return (
    <nav aria-label="API reference contents" className={`vh-api-static__nav ${styles.nav}`}>
      <ul className={styles.list}>
        <li>
          <a href={hrefTo(reference.introductionId)}>Introduction</a>
        </li>
        {reference.tags.map((tag) => (
          <li key={tag.name}>
            {/* A paragraph, so the `.md` twin puts the operations on lines of their own. */}
            <p className={styles.tag}>{tag.id ? <a href={hrefTo(tag.id)}>{tag.name}</a> : tag.name}</p>
            <ul className={styles.operations}>
              {tag.operations.map((operation) => (
                <li key={operation.id}>
                  <a href={hrefTo(operation.id)} className={styles.operation}>
                    <MethodBadge method={operation.method} /> {operation.summary}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {reference.models.length > 0 && (
          <li>
            <details>
              <summary>Models</summary>
              <ul className={styles.models}>
                {reference.models.map((model) => (
                  <li key={model.id}>
                    <a href={hrefTo(model.id)}>{model.name}</a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        )}
      </ul>
    </nav>
  );
}
