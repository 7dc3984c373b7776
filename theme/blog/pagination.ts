/** Posts on one list page (`/blog`, a tag's page). */
export const postsPerPage = 10;

/** Route of page `page` of a paginated list: the base for page 1, then `{base}/page/{n}`. */
export function pagePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/page/${page}`;
}

/** How many pages `count` items fill; an empty list still has its first page. */
export function pageCount(count: number, perPage: number = postsPerPage): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number = postsPerPage): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
