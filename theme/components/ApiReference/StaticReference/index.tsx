import { type ReactNode, Suspense } from 'react';
import { scalarFragment } from '../../../../shared/apiAnchors';
import type { ApiReferenceData } from '../../../../shared/apiReference';
import styles from './index.module.css';
import { ModelSection } from './ModelSection';
import { OperationSection } from './OperationSection';
import { ReferenceIntro } from './ReferenceIntro';
import { ReferenceNav } from './ReferenceNav';
import { RichText } from './RichText';

/**
 * The whole reference as HTML, readable without JavaScript and what crawlers and the `.md` twin see: every operation
 * and every model, each under Scalar's id for it, so `/api#<id>` lands on the same part before and after Scalar.
 */
export function StaticReference({ reference }: { reference: ApiReferenceData }): ReactNode {
  return (
    <div className={`vh-api-static ${styles.layout}`}>
      <ReferenceNav reference={reference} />
      <main className={styles.content}>
        <ReferenceIntro reference={reference} />
        {reference.tags.map((tag) => (
          <section key={tag.name} id={tag.id} className={`vh-api-static__tag ${styles.tag}`}>
            <h2 id={tag.id && scalarFragment(tag.id)}>{tag.name}</h2>
            <RichText nodes={tag.description} />
            {tag.operations.map((operation) => (
              // Each boundary hydrates in a task of its own, so the long page never blocks input in one piece.
              <Suspense key={operation.id}>
                <OperationSection operation={operation} />
              </Suspense>
            ))}
          </section>
        ))}
        {reference.models.length > 0 && (
          <section id={reference.modelsId} className={`vh-api-static__models ${styles.tag}`}>
            <h2 id={scalarFragment(reference.modelsId)}>Models</h2>
            {reference.models.map((model) => (
              <Suspense key={model.id}>
                <ModelSection model={model} />
              </Suspense>
            ))}
          </section>
        )}
      </main>
    </div>
  );
}
