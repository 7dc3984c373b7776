import { routePathOf } from '../../shared/routePath.ts';

/** A page file as the route list knows it. */
export interface PageFile {
  /** Path relative to the docs directory, for messages. */
  relativePath: string;
  source: string;
}

const scriptPage = /\.(tsx?|jsx?)$/;
const defaultExport = /\bexport\s+default\b|\bexport\s*\{[^}]*\bas\s+default\b[^}]*\}|\bexport\s*\{\s*default\b/;

/**
 * Script pages (`.tsx`, `.ts`, `.jsx`, `.js`) without a default export. Rspress renders a page's default export and
 * otherwise fails the build with "Cannot read properties of undefined (reading '__RSPRESS_PAGE_META')".
 */
export function pagesWithoutDefaultExport(pages: readonly PageFile[]): string[] {
  return pages
    .filter((page) => scriptPage.test(page.relativePath) && !defaultExport.test(page.source))
    .map((page) => `docs/${page.relativePath}: a page module needs a default export (the page component).`);
}

/** The parts of a sidebar or nav item that can name a page. */
interface LinkItem {
  link?: string;
  items?: readonly unknown[];
}

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** Every internal link in a tree of sidebar or nav items. */
function internalLinks(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { link, items: children } = item as LinkItem;
    const own = typeof link === 'string' && isInternal(link) ? [link] : [];
    return [...own, ...(Array.isArray(children) ? internalLinks(children) : [])];
  });
}

/** What the site config names: sidebars by the path prefix they serve, and the nav. */
export interface NamedLinks {
  sidebar: Readonly<Record<string, readonly unknown[]>>;
  nav: readonly unknown[];
}

/**
 * Sidebar ids (path prefixes) that serve no page, and sidebar or nav links (doc ids) that name no page; Rspress
 * renders both silently as a sidebar that never shows or a link to the 404 page. Each message lists what exists.
 */
export function unknownIds({ sidebar, nav }: NamedLinks, routePaths: readonly string[]): string[] {
  const routes = new Set(routePaths.map((path) => routePathOf(path)));
  const available = [...routes].sort().join(', ');
  const problems: string[] = [];
  for (const [id, items] of Object.entries(sidebar)) {
    const prefix = routePathOf(id);
    const served = [...routes].some(
      (route) => route === prefix || route.startsWith(prefix === '/' ? '/' : `${prefix}/`),
    );
    if (!served)
      problems.push(
        `themeConfig.sidebar["${id}"]: no page lives under this sidebar id (available pages: ${available}).`,
      );
    for (const link of internalLinks(items)) {
      if (!routes.has(routePathOf(link))) {
        problems.push(`themeConfig.sidebar["${id}"]: "${link}" names no page (available doc ids: ${available}).`);
      }
    }
  }
  for (const link of internalLinks(nav)) {
    if (!routes.has(routePathOf(link)))
      problems.push(`themeConfig.nav: "${link}" names no page (available doc ids: ${available}).`);
  }
  return problems;
}
