/** Scalar's document slug: its element ids, and so the `/api#…` links to an operation, start with it. */
export const scalarSlug = 'vihje-api';

/**
 * The URL fragment Scalar shows in the address bar for an element id: with one document, the id without the
 * document's slug (`vihje-api/tag/companies` → `tag/companies`). Scalar accepts both forms on load.
 */
export function scalarFragment(id: string): string {
  return id.startsWith(`${scalarSlug}/`) ? id.slice(scalarSlug.length + 1) : id;
}

/** An in-page link to an element id; characters a URL fragment may not hold (`{`, `}` of path templates) encoded. */
export function hrefTo(id: string): string {
  return `#${encodeURI(id)}`;
}
