import { useFrontmatter, usePage } from '@rspress/core/runtime';
import { site } from '../../shared/site';
import { formatPageTitle, notFoundTitle } from './pageTitle';

/** The open page's full title in the site's format (`<page title> | <site title>`). */
export function usePageTitle(): string {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const pageTitle = page.pageType === '404' ? notFoundTitle : (frontmatter.title ?? page.title);
  return formatPageTitle(pageTitle, site.title);
}
