import { type RefObject, useEffect } from 'react';

/**
 * A change to Scalar's DOM that Scalar has no option for, applied to the elements matching `selector` at, above or
 * below each node Scalar adds. It must be idempotent: a node can be added again.
 */
export interface ScalarPatch {
  selector: string;
  apply(element: Element): void;
}

/** The elements matching `selector` at or around `node` (text filled into one) and, for an element, inside it. */
function matchesAround(node: Node, selector: string): Element[] {
  const element = node instanceof Element ? node : node.parentElement;
  const around = element?.closest(selector);
  const inside = node instanceof Element ? [...node.querySelectorAll(selector)] : [];
  return around ? [around, ...inside] : inside;
}

/** Applies each patch to what matches it around `nodes`. */
export function applyScalarPatches(nodes: Iterable<Node>, patches: readonly ScalarPatch[]): void {
  for (const node of nodes) {
    for (const patch of patches) for (const element of matchesAround(node, patch.selector)) patch.apply(element);
  }
}

/**
 * Applies `patches` to the container now, then to what Scalar adds as it renders more (it renders sections as they
 * scroll into view): one observer for all patches, looking only at the added nodes, never re-scanning the whole
 * reference. Pass a module-level array so the effect runs once.
 */
export function useScalarPatches(container: RefObject<HTMLElement | null>, patches: readonly ScalarPatch[]): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    applyScalarPatches([root], patches);
    const observer = new MutationObserver((records) => {
      applyScalarPatches(
        records.flatMap((record) => [...record.addedNodes]),
        patches,
      );
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, patches]);
}
