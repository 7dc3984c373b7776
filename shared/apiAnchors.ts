/**
 * The anchor scheme of `/api`: the element ids Scalar gives each part of the reference, which the pre-rendered
 * reference reuses so that `/api#<id>` lands on the same part with or without Scalar. No React: the build and the
 * theme both import it.
 */

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

const nonWord = /[^\p{L}\p{M}\p{N}\s_-]/gu;
const separators = /[\s_-]+/g;
const edgeHyphens = /^-+|-+$/g;

/**
 * Scalar's `slugify` (`@scalar/helpers/string/slugify`, default options): lower case unless `preserveCase`, only
 * letters, marks, digits, `_`, `-` and spaces kept, runs of spaces, `_` and `-` made one hyphen.
 */
export function scalarSlugify(value: string, { preserveCase = false } = {}): string {
  const normalized = value.slice(0, 255).trim().normalize('NFC');
  const cased = preserveCase ? normalized : normalized.toLowerCase();
  return cased.replace(nonWord, '').replace(separators, '-').replace(edgeHyphens, '');
}

/**
 * The element ids Scalar gives the parts of the reference (`getNavigationOptions` in `@scalar/workspace-store`, and
 * its operation components), so that `/api#<id>` lands on the same part with or without Scalar.
 */
export const scalarIds = {
  introduction: `${scalarSlug}/description/introduction`,
  tag: (name: string) => `${scalarSlug}/tag/${scalarSlugify(name)}`,
  /** An operation under its tag, or at the document's root when it has none; the method in upper case. */
  operation: (tag: string | undefined, method: string, path: string) =>
    `${tag === undefined ? scalarSlug : scalarIds.tag(tag)}/${method.toUpperCase()}${path}`,
  parameter: (operationId: string, location: string, name: string) => `${operationId}.${location}.${name}`,
  bodyProperty: (operationId: string, name: string) => `${operationId}.body.${name}`,
  response: (operationId: string, status: string) => `${operationId}.responses.${status}`,
  models: `${scalarSlug}/models`,
  model: (name: string) => `${scalarSlug}/models/${scalarSlugify(name, { preserveCase: true })}`,
};
