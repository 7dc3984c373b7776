import { useFrontmatter, useHead, usePage } from '@rspress/core/runtime';
import { site } from '../../data/site';
import { formatPageTitle, notFoundTitle } from '../../logic/pageTitle';

/**
 * Sets `<title>` in the spec's format. Rendered after Rspress's own head tags, so this entry wins over its
 * `Title - Site` default (unhead keeps the last title pushed).
 */
export function DocumentTitle(): null {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const pageTitle = page.pageType === '404' ? notFoundTitle : (frontmatter.title ?? page.title);
  useHead({ title: formatPageTitle(pageTitle, site.title) });
  return null;
}
