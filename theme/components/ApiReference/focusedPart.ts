import { scalarFragment, scalarSlug } from '../../../shared/apiAnchors';
import { anchorIdOf, anchorSelector, fallbackIds } from './viewportAnchor';

/** Where the keyboard focus is in the static reference: in a part, or on a link to one (the contents). */
export interface FocusedPart {
  id: string;
  onLink: boolean;
}

/** The part that holds the keyboard focus, or that the focused link points at, if the focus is inside `root`. */
export function findFocusedPart(root: Element): FocusedPart | undefined {
  const focused = document.activeElement;
  if (!focused || !root.contains(focused)) return undefined;
  const href = focused.closest('a')?.getAttribute('href') ?? '';
  if (href.startsWith(`#${scalarSlug}/`)) return { id: decodeURIComponent(href.slice(1)), onLink: true };
  const part = focused.closest(anchorSelector);
  return part ? { id: anchorIdOf(part), onLink: false } : undefined;
}

/** Focuses, without scrolling, Scalar's sidebar link to the part (for a link) or the part itself, or its owner. */
export function focusPart({ id, onLink }: FocusedPart): void {
  const link = onLink ? document.querySelector<HTMLElement>(`a[href="#${CSS.escape(scalarFragment(id))}"]`) : null;
  const element =
    link ??
    fallbackIds(id)
      .map((candidate) => document.getElementById(candidate))
      .find(Boolean);
  element?.focus({ preventScroll: true });
}
