import path from 'node:path';
import { routePathOf } from '../../shared/routePath.ts';
import type { PageLink } from '../compiledPages/index.ts';

/** A page as the link check sees it. */
export interface CheckedPage {
  routePath: string;
  /** The source file's absolute path. */
  file: string;
  links: readonly PageLink[];
  /** The ids its headings have; undefined for a page not written in Markdown (its ids are not known). */
  anchors?: readonly string[];
}

export interface LinkCheckOptions {
  /** The docs folder: a relative link is relative to its page's file there. */
  docsDir: string;
  /** The folder the messages name files from. */
  projectRoot: string;
  /** Whether the built site has a file at this path (`/api/openapi.json`): a link to it is no page link. */
  isBuiltFile: (pathname: string) => boolean;
}

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The route a page link names, resolved from the page it is on. */
function targetRoute(pathname: string, page: CheckedPage, options: LinkCheckOptions): string {
  if (pathname === '') return page.routePath;
  if (pathname.startsWith('/')) return routePathOf(pathname);
  const file = path.resolve(path.dirname(page.file), pathname);
  const relative = path.relative(options.docsDir, file).split(path.sep).join('/');
  return routePathOf(`/${relative.replace(/\.mdx?$/, '')}`);
}

/**
 * Every link of the pages that names no page, no built file, or a heading id its page does not have: one line each,
 * `file:line:column [text](url): what is wrong` with the link as written, in page order. Empty when every link works.
 */
export function brokenLinks(pages: readonly CheckedPage[], options: LinkCheckOptions): string[] {
  const byRoute = new Map(pages.map((page) => [page.routePath, page]));
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (isExternal(link.url)) continue;
      const [beforeHash = '', hash] = link.url.split('#', 2);
      const pathname = beforeHash.replace(/\?.*$/, '');
      const where = `${path.relative(options.projectRoot, page.file)}:${link.line}:${link.column} ${link.written}`;
      const route = targetRoute(pathname, page, options);
      const target = byRoute.get(route);
      if (!target) {
        if (pathname.startsWith('/') && options.isBuiltFile(decode(pathname))) continue;
        problems.push(`${where}: no page ${route}`);
        continue;
      }
      if (!hash || !target.anchors || target.anchors.includes(decode(hash))) continue;
      const known = target.anchors.length > 0 ? target.anchors.join(', ') : 'none';
      problems.push(`${where}: ${route} has no heading with the id "${decode(hash)}" (its ids: ${known})`);
    }
  }
  return problems;
}
