import { type MouseEvent, type ReactNode, useRef } from 'react';
import { collapseDuration } from './collapseDuration';
import styles from './index.module.css';

/** Props of the collapsible section. */
export interface DetailsProps {
  /** What the always-visible summary line says. */
  summary: ReactNode;
  children: ReactNode;
  /** Start expanded. */
  open?: boolean;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A collapsible section for MDX (`import { Details } from '@theme'`): a native `<details>`, so it works without
 * JavaScript and in find-in-page, animated open and closed over a time derived from the content's height, and not
 * animated at all under prefers-reduced-motion.
 */
export function Details({ summary, children, open = false }: DetailsProps): ReactNode {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const toggle = (event: MouseEvent<HTMLElement>) => {
    const details = detailsRef.current;
    const content = contentRef.current;
    if (!details || !content) return;
    event.preventDefault();
    const opening = !details.open;
    for (const animation of content.getAnimations()) animation.cancel();
    if (opening) details.open = true;
    const height = content.scrollHeight;
    if (reducedMotion() || height === 0) {
      details.open = opening;
      return;
    }
    const frames = [{ height: '0px' }, { height: `${height}px` }];
    const animation = content.animate(opening ? frames : frames.reverse(), {
      duration: collapseDuration(height),
      easing: 'ease-in-out',
    });
    animation.onfinish = () => {
      if (!opening) details.open = false;
    };
  };

  return (
    <details ref={detailsRef} className={`vh-details ${styles.details}`} open={open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native, keyboard-operable toggle of <details>. */}
      <summary className={`vh-details__summary ${styles.summary}`} onClick={toggle}>
        {summary}
      </summary>
      <div ref={contentRef} className={`vh-details__content ${styles.content}`}>
        {children}
      </div>
    </details>
  );
}
