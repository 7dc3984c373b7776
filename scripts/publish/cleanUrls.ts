/**
 * The clean-URL scheme on plain object storage. A bucket served as a static website answers `/x` with the object `x`
 * and `/x/` with `x/index.html` (its index document), so each page is also stored under those keys, byte for byte:
 *
 * - `x.html` → also `x` and `x/index.html` (any depth: `blog/post.html` → `blog/post`, `blog/post/index.html`)
 * - `x/index.html` → also `x` (`/x/` is already its own key)
 * - `index.html` and `404.html` at the root → nothing: they are the website's index and error documents.
 */

/** The extra keys (relative to the prefix) a built file is stored under, in addition to its own path. */
export function pageAliases(filePath: string): string[] {
  if (!filePath.endsWith('.html') || filePath === 'index.html' || filePath === '404.html') return [];
  if (filePath.endsWith('/index.html')) return [filePath.slice(0, -'/index.html'.length)];
  const plain = filePath.slice(0, -'.html'.length);
  return [plain, `${plain}/index.html`];
}
