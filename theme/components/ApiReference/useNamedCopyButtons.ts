import { type RefObject, useEffect } from 'react';

/** Scalar's copy buttons in its code blocks: icon-only, with no accessible name (axe button-name). */
const unnamedCopyButtons = 'button.scalar-code-copy:not([aria-label])';

/**
 * Names Scalar's copy buttons "Copy code" as Scalar renders them. Scalar has no option for it; Vue leaves attributes
 * it doesn't manage alone, so setting them after render holds.
 */
export function useNamedCopyButtons(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const name = () => {
      for (const button of root.querySelectorAll(unnamedCopyButtons)) button.setAttribute('aria-label', 'Copy code');
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
