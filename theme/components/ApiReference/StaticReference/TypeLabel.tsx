import { Fragment, type ReactNode } from 'react';
import { hrefTo } from '../../../../shared/apiAnchors';
import type { TypePart } from '../../../../shared/apiReference';
import styles from './Field.module.css';

/** A schema's type, `array of Company` or `string | null`, with model names linked to their sections. */
export function TypeLabel({ parts }: { parts: readonly TypePart[] }): ReactNode {
  return (
    <span className={styles.type}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a label's parts never reorder.
        <Fragment key={index}>{typeof part === 'string' ? part : <a href={hrefTo(part.id)}>{part.model}</a>}</Fragment>
      ))}
    </span>
  );
}
