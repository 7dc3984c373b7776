import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { previewsRoot, site } from '../shared/site.ts';
import { isPreviewBase } from './basePath.ts';

/**
 * robots.txt at the site's root: everything may be crawled but the pull-request previews; the sitemap (from
 * @rspress/plugin-sitemap) is at the site root.
 */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /${previewsRoot}/\n\nSitemap: ${new URL('/sitemap.xml', site.url)}\n`;
}

const robotsAsset: RsbuildPlugin = {
  name: 'vihje:robots',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset('robots.txt', new sources.RawSource(robotsTxt()));
    });
  },
};

/** The meta tag every page of a preview carries: search engines neither index it nor follow its links. */
export const noindexMeta = {
  tag: 'meta',
  attrs: { name: 'robots', content: 'noindex, nofollow' },
  head: true,
} as const;

/**
 * What crawlers may index. A build at the bucket's root writes robots.txt; a preview (a base under the previews root)
 * marks every page `noindex` instead (a robots.txt below the root is never read). A build under another base writes
 * neither.
 */
export function pluginRobots(base: string): RspressPlugin {
  if (isPreviewBase(base)) {
    return { name: 'vihje-robots', builderConfig: { html: { tags: [noindexMeta] } } };
  }
  return { name: 'vihje-robots', builderConfig: { plugins: base === '/' ? [robotsAsset] : [] } };
}
