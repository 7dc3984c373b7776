import { idFromHash, replaceHash } from './scalarHash';
import { findViewportAnchor, readingLine, releaseId } from './viewportAnchor';

/** How far (px) above the reading line the hash's target may start and still count as what the reader is on. */
const aboveLineTolerance = 24;

/** Whether the element the browser scrolled to for the hash is still in view, starting at or below the line. */
function hashTargetInView(staticRoot: HTMLElement, line: number): boolean {
  const raw = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  const element = raw ? document.getElementById(raw) : null;
  if (!element || !staticRoot.contains(element)) return false;
  const { top } = element.getBoundingClientRect();
  return top >= line - aboveLineTolerance && top < window.innerHeight;
}

/**
 * Prepares the page for Scalar to mount, hidden, beside the static reference. Scalar renders first, and scrolls to,
 * the part the URL's hash names: unless the hash's target is in view, the hash is made to name the part the reader
 * is on (no hash at the introduction); and the static element with that id gives it up, so that Scalar's scroll
 * moves its own hidden container, not the page.
 */
export function handOverToScalar(staticRoot: HTMLElement, introductionId: string): void {
  const line = readingLine();
  if (!hashTargetInView(staticRoot, line)) {
    const anchor = findViewportAnchor(staticRoot, line);
    const id = anchor === undefined || anchor.id === introductionId ? undefined : anchor.id;
    if (id !== idFromHash(window.location.hash)) replaceHash(id);
  }
  const targetId = idFromHash(window.location.hash);
  const target = targetId === undefined ? null : document.getElementById(targetId);
  if (target && staticRoot.contains(target)) releaseId(target);
}
