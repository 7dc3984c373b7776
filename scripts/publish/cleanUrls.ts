/**
 * The clean-URL scheme on plain object storage. A bucket served as a static website answers `/x` with the object `x`
 * and `/x/` with `x/index.html` (its index document), so each page is stored under its clean URL's key, and the keys of
 * its old URLs hold website redirects to it, the way `npm run preview` answers them:
 *
 * - `x.html` → the page under `x`; `x.html` and `x/index.html` redirect to `/x` (any depth: `blog/post.html`)
 * - `x/index.html` → the page under `x`; `x/index.html` redirects to `/x`
 * - `index.html` and `404.html` at the root stay as they are: they are the website's index and error documents.
 */

/** Where a built page goes in the bucket, relative to the prefix. */
export interface PageKeys {
  /** The key of the page's clean URL, which holds the page. */
  clean: string;
  /** The keys of the page's old URLs, each a redirect to `/clean`; the built file's own path comes first. */
  old: string[];
}

/** The keys of a built page, or undefined for a file that is not one (or is the index or error document). */
export function pageKeys(filePath: string): PageKeys | undefined {
  if (!filePath.endsWith('.html') || filePath === 'index.html' || filePath === '404.html') return undefined;
  if (filePath.endsWith('/index.html')) return { clean: filePath.slice(0, -'/index.html'.length), old: [filePath] };
  const clean = filePath.slice(0, -'.html'.length);
  return { clean, old: [filePath, `${clean}/index.html`] };
}
