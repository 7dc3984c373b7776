import { type RefObject, useEffect } from 'react';

/** A change to Scalar's DOM that Scalar has no option for. It must be idempotent: it runs after every mutation. */
export type ScalarPatch = (root: HTMLElement) => void;

/**
 * Applies `patches` to the container now and again whenever Scalar renders more of it (it renders sections as they
 * scroll into view), with one observer for all of them. Pass a module-level array so the effect runs once.
 */
export function useScalarPatches(container: RefObject<HTMLElement | null>, patches: readonly ScalarPatch[]): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => {
      for (const patch of patches) patch(root);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, patches]);
}
