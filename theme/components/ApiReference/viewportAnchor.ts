import { scalarSlug } from '../../../shared/apiAnchors';

/** The part of the reference at the top of the viewport: its Scalar id, and where its top is (viewport px). */
export interface ViewportAnchor {
  id: string;
  top: number;
}

/** Where a static element keeps the Scalar id it gave up (`releaseId`). */
const releasedIdAttribute = 'data-released-id';

/** Elements that carry one of Scalar's ids (sections, parameters, responses), or carried one. */
export const anchorSelector = `[id^="${scalarSlug}/"], [${releasedIdAttribute}]`;

export const anchorIdOf = (element: Element): string => element.getAttribute(releasedIdAttribute) ?? element.id;

/** The bottom of the site's fixed navbar, in viewport px: what is above it cannot be read. */
export function readingLine(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height')) || 0;
}

/**
 * The element with a Scalar id whose top is nearest `line`, above or below it (the deepest one on a tie), among
 * those that start above the bottom of the viewport: what the reader is reading, or about to.
 */
export function findViewportAnchor(root: ParentNode, line: number): ViewportAnchor | undefined {
  let anchor: ViewportAnchor | undefined;
  for (const element of root.querySelectorAll(anchorSelector)) {
    const { top } = element.getBoundingClientRect();
    if (top >= window.innerHeight) continue;
    if (anchor === undefined || Math.abs(top - line) <= Math.abs(anchor.top - line)) {
      anchor = { id: anchorIdOf(element), top };
    }
  }
  return anchor;
}

/**
 * Makes `getElementById(id)` stop finding a static element: Scalar scrolls to the element with its target's id, and
 * while the static reference is still shown, that must be Scalar's own (hidden) element, never the page's.
 */
export function releaseId(element: Element): void {
  element.setAttribute(releasedIdAttribute, element.id);
  element.removeAttribute('id');
}

/** Gives the static elements back the ids they gave up (when Scalar could not take over after all). */
export function restoreReleasedIds(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${releasedIdAttribute}]`)) {
    element.id = element.getAttribute(releasedIdAttribute) ?? '';
    element.removeAttribute(releasedIdAttribute);
  }
}

/** Ids to try for an element Scalar may not have rendered: the id, its operation or model, its tag or section. */
export function fallbackIds(id: string): string[] {
  const [owner = id] = id.split(/\.(?:path|query|header|cookie|body|responses)\./);
  const section = new RegExp(`^${scalarSlug}/(?:tag/[^/]+|models)`).exec(id)?.[0];
  return [...new Set([id, owner, ...(section ? [section] : [])])];
}

/** Scrolls so that the element with the anchor's id (or its nearest rendered owner) is where the anchor was. */
export function restoreViewportAnchor(anchor: ViewportAnchor): void {
  for (const id of fallbackIds(anchor.id)) {
    const element = document.getElementById(id);
    if (!element) continue;
    window.scrollBy({ top: element.getBoundingClientRect().top - anchor.top, behavior: 'instant' });
    return;
  }
}
