import { scalarSlug } from '../../theme/components/ApiReference/scalarSlug';

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
