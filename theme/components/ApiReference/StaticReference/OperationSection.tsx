import type { ReactNode } from 'react';
import { hrefTo, scalarFragment } from '../../../../shared/apiAnchors';
import type { OperationView, SecurityRequirementView } from '../../../../shared/apiReference';
import { ExampleBlock } from './ExampleBlock';
import { SchemaDetails } from './Field';
import { MethodPath } from './MethodPath';
import styles from './OperationSection.module.css';
import { ParameterList } from './ParameterList';
import { ResponseList } from './ResponseList';
import { RichText } from './RichText';
import { TypeLabel } from './TypeLabel';

/** The static id of the authentication part of the introduction (Scalar has no id for it). */
export const authenticationId = 'authentication';

function Security({ requirements }: { requirements: readonly SecurityRequirementView[] }): ReactNode {
  if (requirements.length === 0) return <p className={styles.security}>No authentication.</p>;
  const options = requirements.map((requirement) =>
    requirement.schemes.length === 0
      ? 'none'
      : requirement.schemes.map((scheme) => `${scheme.name} — ${scheme.label}`).join(' and '),
  );
  return (
    <p className={styles.security}>
      <a href={hrefTo(authenticationId)}>Authentication</a>: {options.join(', or ')}
    </p>
  );
}

/** One operation: everything a call needs, under Scalar's id for it (and its address-bar form on the heading). */
export function OperationSection({ operation }: { operation: OperationView }): ReactNode {
  const body = operation.requestBody;
  return (
    <section id={operation.id} className={`vh-api-static__operation ${styles.operation}`}>
      <h3 id={scalarFragment(operation.id)} className={styles.title}>
        {operation.summary}
      </h3>
      <MethodPath method={operation.method} path={operation.path} />
      {operation.deprecated && <p className={styles.deprecated}>Deprecated.</p>}
      <RichText nodes={operation.description} />
      <Security requirements={operation.security} />
      <ParameterList parameters={operation.parameters} />
      {body && (
        <>
          <h4>Request body{body.required ? '' : ' (optional)'}</h4>
          <RichText nodes={body.description} />
          <p className={styles.body}>
            <code>{body.contentType}</code> <TypeLabel parts={body.schema.type} />
          </p>
          <SchemaDetails schema={body.schema} />
          {body.examples.map((example, index) => (
            <ExampleBlock key={example.title} example={example} open={index === 0} />
          ))}
        </>
      )}
      <ResponseList responses={operation.responses} />
    </section>
  );
}
