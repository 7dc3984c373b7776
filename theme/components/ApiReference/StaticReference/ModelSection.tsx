import type { ReactNode } from 'react';
import { scalarFragment } from '../../../../shared/apiAnchors';
import type { ModelView } from '../../../../shared/apiReference';
import { SchemaDetails } from './Field';
import styles from './OperationSection.module.css';
import { TypeLabel } from './TypeLabel';

/** One schema of `components.schemas`, under Scalar's id for it. */
export function ModelSection({ model }: { model: ModelView }): ReactNode {
  return (
    <section id={model.id} className={`vh-api-static__model ${styles.model}`}>
      <h3 id={scalarFragment(model.id)} className={styles.title}>
        {model.name}
      </h3>
      <p className={styles.body}>
        <TypeLabel parts={model.schema.type} />
      </p>
      <SchemaDetails schema={model.schema} />
    </section>
  );
}
