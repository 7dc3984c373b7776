/** Scalar's copy buttons in its code blocks: icon-only, with no accessible name (axe button-name). */
const unnamedCopyButtons = 'button.scalar-code-copy:not([aria-label])';

/**
 * Names Scalar's copy buttons "Copy code". Scalar has no option for it; Vue leaves attributes it doesn't manage
 * alone, so setting them after render holds.
 */
export function nameCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll(unnamedCopyButtons)) button.setAttribute('aria-label', 'Copy code');
}
