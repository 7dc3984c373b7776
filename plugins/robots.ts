import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { site } from '../shared/site.ts';

/** robots.txt: everything may be crawled; the sitemap (from @rspress/plugin-sitemap) is at the site root. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url)}\n`;
}

const robotsAsset: RsbuildPlugin = {
  name: 'vihje:robots',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset('robots.txt', new sources.RawSource(robotsTxt()));
    });
  },
};

export function pluginRobots(): RspressPlugin {
  return { name: 'vihje-robots', builderConfig: { plugins: [robotsAsset] } };
}
