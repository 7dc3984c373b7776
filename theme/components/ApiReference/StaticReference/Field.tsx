import type { ReactNode } from 'react';
import type { PropertyView, RichNode, SchemaView } from '../../../../shared/apiReference';
import styles from './Field.module.css';
import { RichText } from './RichText';
import { TypeLabel } from './TypeLabel';

export interface FieldProps {
  name: string;
  required: boolean;
  schema: SchemaView;
  /** Scalar's element id for the field, where it has one. */
  id?: string;
  /** A parameter's own description, shown instead of its schema's. */
  description?: RichNode[];
  /** A parameter's example value. */
  example?: string;
}

/** One parameter or property: name, type, whether required, description, constraints and nested fields. */
export function Field({ name, required, schema, id, description, example }: FieldProps): ReactNode {
  return (
    <li id={id} className={styles.field}>
      <p className={styles.head}>
        <code className={styles.name}>{name}</code> <TypeLabel parts={schema.type} />
        {required && (
          <>
            {' '}
            <span className={styles.required}>required</span>
          </>
        )}
      </p>
      <SchemaDetails schema={schema} description={description} example={example} />
    </li>
  );
}

/** What a schema says beyond its type: description, constraints, examples, properties and alternatives. */
export function SchemaDetails({
  schema,
  description = schema.description,
  example,
}: {
  schema: SchemaView;
  description?: RichNode[];
  example?: string;
}): ReactNode {
  const examples = example === undefined ? (schema.examples ?? []) : [example];
  return (
    <>
      <RichText nodes={description} className={styles.description} />
      {schema.constraints && (
        <p className={styles.constraints}>
          {schema.constraints.map((constraint, index) => (
            <span key={constraint.label}>
              {index > 0 && ' · '}
              {constraint.label}
              {constraint.value !== undefined && (
                <>
                  {' '}
                  <code>{constraint.value}</code>
                </>
              )}
            </span>
          ))}
        </p>
      )}
      {examples.length > 0 && (
        <p className={styles.examples}>
          Example: <code>{examples.join(', ')}</code>
        </p>
      )}
      <FieldList properties={schema.properties} />
      {schema.variants?.map((variant) => (
        <div key={variant.title} className={styles.variant}>
          <p className={styles.variantTitle}>
            One of: <strong>{variant.title}</strong>
          </p>
          <SchemaDetails schema={variant.schema} />
        </div>
      ))}
    </>
  );
}

/** An object's properties. */
export function FieldList({ properties }: { properties: readonly PropertyView[] | undefined }): ReactNode {
  if (!properties || properties.length === 0) return null;
  return (
    <ul className={styles.fields}>
      {properties.map((property) => (
        <Field key={property.name} {...property} />
      ))}
    </ul>
  );
}
