import { createElement, type ReactNode } from 'react';
import type { RichNode } from '../../../../shared/apiReference';
import styles from './RichText.module.css';

function renderNode(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  if (node.tag === 'br') return <br key={key} />;
  return createElement(
    node.tag,
    { key, ...(node.href === undefined ? {} : { href: node.href }) },
    ...node.children.map(renderNode),
  );
}

/** A description from the API description, parsed from Markdown at build time (plugins/openapi/richText.ts). */
export function RichText({
  nodes,
  className = '',
}: {
  nodes: readonly RichNode[] | undefined;
  className?: string;
}): ReactNode {
  if (!nodes || nodes.length === 0) return null;
  return <div className={`${styles.text} ${className}`}>{nodes.map(renderNode)}</div>;
}
