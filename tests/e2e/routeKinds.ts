import { blogPaths, pagePath } from '../../shared/blogUrls';

/** `/page/` of `{base}/page/{n}`, read from the blog's URL scheme. */
const pageInfix = pagePath('', 2).replace(/2$/, '');

/** A generated list page: the same view drawn for another name (tag, author) or page number. */
interface Generated {
  kind: string;
  name: string;
  page: number;
}

/** `{base}` → page 1, `{base}/page/{n}` → page n, anything else → undefined. */
function pageOf(route: string, base: string): number | undefined {
  if (route === base) return 1;
  const rest = route.startsWith(base + pageInfix) ? route.slice(base.length + pageInfix.length) : '';
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : undefined;
}

/**
 * The kind of a generated blog list page, derived from shared/blogUrls.ts: the list's later pages
 * (`/blog/page/:n`), a tag's or author's first page (`/blog/tags/:name`) and later pages
 * (`/blog/tags/:name/page/:n`). Undefined for a page that is its own view (a post, the archive, the blog's first
 * page, the tag and author indexes, a docs page).
 */
export function generatedKind(route: string): Generated | undefined {
  const listPage = pageOf(route, blogPaths.list());
  if (listPage !== undefined && listPage > 1)
    return { kind: `${blogPaths.list()}${pageInfix}:n`, name: '', page: listPage };
  const collections = [
    { index: blogPaths.tags, path: blogPaths.tag },
    { index: blogPaths.authors, path: blogPaths.author },
  ];
  for (const { index, path } of collections) {
    if (!route.startsWith(`${index}/`)) continue;
    const name = route.slice(index.length + 1).split('/')[0] ?? '';
    const page = pageOf(route, path(name));
    // The round trip keeps out any path the scheme would not write.
    if (page === undefined || path(name, page) !== route) continue;
    return { kind: page === 1 ? `${index}/:name` : `${index}/:name${pageInfix}:n`, name, page };
  }
  return undefined;
}

/**
 * The routes axe checks: every route, except that of each kind of generated list page (drawn by one view component
 * from the same data types) only the first and the last, by name then page number, are kept. So a new post, tag or
 * author adds list pages for the cheaper gates but no axe run.
 */
export function axeRoutes(routes: readonly string[]): string[] {
  const byKind = new Map<string, { route: string; generated: Generated }[]>();
  for (const route of routes) {
    const generated = generatedKind(route);
    if (generated) byKind.set(generated.kind, [...(byKind.get(generated.kind) ?? []), { route, generated }]);
  }
  const kept = new Set<string>();
  for (const members of byKind.values()) {
    const sorted = members.toSorted(
      (a, b) => a.generated.name.localeCompare(b.generated.name) || a.generated.page - b.generated.page,
    );
    kept.add(sorted[0]?.route ?? '');
    kept.add(sorted.at(-1)?.route ?? '');
  }
  return routes.filter((route) => generatedKind(route) === undefined || kept.has(route));
}
