import { scalarSlug } from '../../../shared/apiAnchors';
import { scalarMarkup } from '../../upstream/scalar/markup';
import type { ScalarPatch } from './useScalarPatches';

/**
 * The URL fragment Scalar navigates to for an endpoint listed in a tag's section, e.g. section
 * `vihje-api/tag/companies`, `get` and `/companies/search` → `#tag/companies/GET/companies/search`.
 */
export function endpointHref(sectionId: string, method: string, path: string): string {
  const tag = sectionId.startsWith(`${scalarSlug}/`) ? sectionId.slice(scalarSlug.length + 1) : sectionId;
  return `#${tag}/${method.trim().toUpperCase()}${path.trim()}`;
}

/**
 * Gives Scalar's endpoint links (a tag's overview card: `<a>`s with a click handler and no `href`) the `href` they
 * lack, so they are links a keyboard can reach and a crawler can follow (Lighthouse crawlable-anchors). Scalar's own
 * click handler still does the navigating, to the same fragment.
 */
export const linkEndpoints: ScalarPatch = {
  selector: `${scalarMarkup.endpointLink}:not([href])`,
  apply(anchor) {
    const section = anchor.closest('section[id]');
    const method = anchor.querySelector(`.${scalarMarkup.endpointMethodClass}`)?.textContent;
    const path = anchor.querySelector(`.${scalarMarkup.endpointPathClass}`)?.textContent;
    if (section && method && path) anchor.setAttribute('href', endpointHref(section.id, method, path));
  },
};
