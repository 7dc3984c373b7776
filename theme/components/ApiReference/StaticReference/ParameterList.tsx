import type { ReactNode } from 'react';
import type { ParameterView } from '../../../../shared/apiReference';
import { Field } from './Field';
import styles from './Field.module.css';

const locations = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

/** An operation's parameters, grouped by where they go, in the order the description lists them. */
export function ParameterList({ parameters }: { parameters: readonly ParameterView[] }): ReactNode {
  return locations.map(([location, heading]) => {
    const group = parameters.filter((parameter) => parameter.in === location);
    if (group.length === 0) return null;
    return (
      <div key={location}>
        <h4>{heading}</h4>
        <ul className={styles.fields}>
          {group.map((parameter) => (
            <Field key={parameter.id} {...parameter} />
          ))}
        </ul>
      </div>
    );
  });
}
