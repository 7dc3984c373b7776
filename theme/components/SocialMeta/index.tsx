import { useHead, usePage } from '@rspress/core/runtime';
import { site } from '../../../shared/site';
import { usePageTitle } from '../../logic/usePageTitle';

/** The canonical URL of a route: the site origin and the plain path (no `.html`, no trailing slash). */
export function canonicalUrl(routePath: string): string {
  const plain = routePath === '/' ? '/' : routePath.replace(/\/+$/, '');
  return new URL(plain, site.url).toString();
}

/**
 * Link-preview and indexing tags for every page: canonical URL, Open Graph and Twitter card. Rspress already writes
 * `description`, `og:title`, `og:description` and `og:type` from the page's front matter.
 */
export function SocialMeta(): null {
  const { page } = usePage();
  const title = usePageTitle();
  const notFound = page.pageType === '404';
  const description = page.description || site.description;
  const url = canonicalUrl(page.routePath);
  const image = new URL(site.socialImage, site.url).toString();
  useHead({
    link: notFound ? [] : [{ rel: 'canonical', href: url }],
    meta: [
      { property: 'og:site_name', content: site.title },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: 'en_GB' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  });
  return null;
}
