import { useHead } from '@rspress/core/runtime';
import { usePageTitle } from '../../logic/usePageTitle';

/**
 * Sets `<title>` in the spec's format. Rendered after Rspress's own head tags, so this entry wins over its
 * `Title - Site` default (unhead keeps the last title pushed).
 */
export function DocumentTitle(): null {
  useHead({ title: usePageTitle() });
  return null;
}
