import { scalarMarkup } from '../../upstream/scalar/markup';
import type { ScalarPatch } from './useScalarPatches';

/**
 * Names Scalar's icon-only copy buttons "Copy code" (axe button-name). Scalar has no option for it; Vue leaves
 * attributes it doesn't manage alone, so setting them after render holds.
 */
export const nameCopyButtons: ScalarPatch = {
  selector: `button.${scalarMarkup.copyButtonClass}:not([aria-label])`,
  apply: (button) => button.setAttribute('aria-label', 'Copy code'),
};
