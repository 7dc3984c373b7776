/** The title shown for 404 pages, which have no heading of their own. */
export const notFoundTitle = 'Page not found';

/**
 * `<page title> | <site title>`, or just the site title when the page has no title of its own or repeats the site's
 * (spec §2: "Only the site title is used when the page title is empty or equals the site title").
 */
export function formatPageTitle(pageTitle: string | undefined, siteTitle: string): string {
  const title = pageTitle?.trim() ?? '';
  if (title === '' || title === siteTitle) return siteTitle;
  return `${title} | ${siteTitle}`;
}
