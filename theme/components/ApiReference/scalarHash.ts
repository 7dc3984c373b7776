import { scalarFragment, scalarSlug } from '../../../shared/apiAnchors';

/** The Scalar id a URL hash points at, in either form Scalar accepts (`#vihje-api/tag/x` or `#tag/x`). */
export function idFromHash(hash: string): string | undefined {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  if (!value) return undefined;
  return value.startsWith(`${scalarSlug}/`) ? value : `${scalarSlug}/${value}`;
}

/** Points the URL's hash at a Scalar id, in the form Scalar itself writes; `undefined` removes the hash. */
export function replaceHash(id: string | undefined): void {
  restoreHash(id === undefined ? '' : scalarFragment(id));
}

/** Puts back a hash exactly as it was written (`#models/Building` stays in that form); `''` removes the hash. */
export function restoreHash(hash: string): void {
  const url = new URL(window.location.href);
  url.hash = hash;
  // Keep the router's state: only the fragment changes.
  window.history.replaceState(window.history.state, '', url);
}
