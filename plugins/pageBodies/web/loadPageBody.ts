import type { ComponentType } from 'react';

declare const __webpack_public_path__: string;

/**
 * A page's body (plugins/pageBodies/splitPageModule.ts): given its own imports' bindings and the shared ones by
 * module, the page's component.
 */
type PageBody = (
  bindings: Record<string, unknown>,
  shared: Record<string, Record<string, unknown>>,
) => ComponentType<Record<string, unknown>>;

/** Where the server bundle finds the bodies: the file URL of their store, set by the build (plugins/pageBodies). */
export const bodiesStoreUrlVariable = 'VIHJE_PAGE_BODIES_STORE_URL';

/**
 * Loads a page's body, `file` being its path under the site (`static/pages/<page>-<imports>.js`, the server bundle's
 * with its content's hash as a query): the server bundle imports it from the store the compile wrote it to, the
 * browser from the site, as the module it is. Neither goes through the bundler.
 * A failed download is tried once more: the bundler's runtime keeps the failure of the page's module, which awaits
 * this, so a network hiccup would otherwise break the route until the reader reloads.
 */
export async function loadPageBody(file: string): Promise<PageBody> {
  const url = process.env.__SSR__
    ? new URL(file, process.env[bodiesStoreUrlVariable]).href
    : `${__webpack_public_path__}${file}`;
  try {
    return await importBody(url);
  } catch {
    return importBody(`${url}?again`);
  }
}

/** The body module at `url`, imported as it is, not through the bundler. */
async function importBody(url: string): Promise<PageBody> {
  const module: { default: PageBody } = await import(/* webpackIgnore: true */ url);
  return module.default;
}
