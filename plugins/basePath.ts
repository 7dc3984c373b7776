/**
 * The path the site is served under, from `VIHJE_BASE` (`/previews/pr-42/`), for Rspress's `base`: `/` (the bucket's
 * root) unless set. A build whose base lies under the previews root (`previewsRoot` in shared/site.ts) is a preview:
 * not to be indexed.
 */
import { previewsRoot, site } from '../shared/site.ts';

export const baseVariable = 'VIHJE_BASE';

const basePattern = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/** The base of this build, with a leading and a trailing slash; a malformed one fails, saying what is expected. */
export function siteBase(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env[baseVariable]?.trim();
  if (!raw) return '/';
  const base = `/${raw.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!basePattern.test(base) || base.includes('/../') || base.includes('/./')) {
    throw new Error(
      `${baseVariable}="${raw}" is not a path the site can be served under: expected segments of letters, digits, ` +
        '".", "_", "~" or "-", e.g. /previews/pr-42/.',
    );
  }
  return base;
}

/** Whether a build under `base` is a pull-request preview (under `/<previewsRoot>/`): every page `noindex`, no sitemap. */
export const isPreviewBase = (base: string): boolean => base.startsWith(`/${previewsRoot}/`);

/** The published URL of a site path (`/blog/rss.xml`) in this build: under its base, on the site's origin. */
export function publishedUrl(pathname: string, base: string = siteBase()): string {
  return new URL(`${base}${pathname.replace(/^\//, '')}`, site.url).toString();
}

/**
 * Whether a built page (its HTML) was built under `base`: every page loads its styles from `<base>static/`, so a build
 * made for another base, served or published under this one, would load nothing.
 */
export function builtUnderBase(html: string | Buffer, base: string): boolean {
  return html.includes(`"${base}static/`);
}
