import { cleanUrlByConfig, isExternalUrl, removeBase, withBase } from '@rspress/core/runtime';
import { cleanUrl } from '@rspress/shared';

/** How a link's `href` is followed: another site, a fragment of this page, a path relative to it, or a site path. */
export type LinkType = 'external' | 'hashOnly' | 'relative' | 'internal';

/** Where a link points, in the forms the Link and its navigation need. */
export interface ResolvedHref {
  linkType: LinkType;
  /** The URL as the browser loads it (with the site's base). */
  withBaseHref: string;
  /** The URL as the client router takes it (without the base). */
  removeBaseHref: string;
  /** The route whose chunk renders it (no `.html`, hash or query): what prefetching and route lookup take. */
  routePath: string;
}

const linkTypeOf = (href: string): LinkType => {
  if (isExternalUrl(href)) return 'external';
  if (href.startsWith('#')) return 'hashOnly';
  return href.startsWith('/') ? 'internal' : 'relative';
};

/**
 * Resolves a link's `href` the way Rspress's own Link does, from Rspress's public runtime helpers only (its own
 * `getHref` is unexported and has changed shape between releases). A relative href resolves against `currentUrl`.
 */
export function resolveHref(
  href: string,
  currentUrl: string | undefined = typeof window === 'undefined' ? undefined : window.location.href,
): ResolvedHref {
  const linkType = linkTypeOf(href);
  if (linkType === 'external' || linkType === 'hashOnly') {
    return { linkType, withBaseHref: href, removeBaseHref: href, routePath: cleanUrl(href) };
  }
  let withBaseHref: string;
  if (linkType === 'relative' && currentUrl) {
    const url = new URL(href, currentUrl);
    withBaseHref = `${url.pathname}${url.search}${url.hash}`;
  } else {
    withBaseHref = withBase(cleanUrlByConfig(href));
  }
  const removeBaseHref = removeBase(withBaseHref);
  return { linkType, withBaseHref, removeBaseHref, routePath: cleanUrl(removeBaseHref) };
}
