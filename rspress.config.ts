import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginBlog } from './plugins/blog';
import { pluginColorModeScript } from './plugins/colorModeScript';
import { docsSidebar } from './plugins/docsSidebar';
import { pluginOpenApi } from './plugins/openapi';
import { pluginSlimPageIndex } from './plugins/slimPageIndex';
import { site } from './theme/data/site';

const docsDir = fileURLToPath(new URL('./docs', import.meta.url));
const blogDir = fileURLToPath(new URL('./docs/blog', import.meta.url));
const openApiFile = fileURLToPath(new URL('./openapi/openapi.yaml', import.meta.url));

export default defineConfig({
  root: docsDir,
  outDir: 'doc_build',
  title: site.title,
  description: site.description,
  lang: site.lang,
  siteOrigin: site.url,
  icon: '/favicon.svg',
  logoText: site.title,
  route: {
    cleanUrls: true,
    // The first-visit locale redirect writes an `rspress-visited` key and would redirect nowhere: one locale.
    localeRedirect: 'never',
  },
  markdown: {
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  themeConfig: {
    // The theme's own colour mode store handles light / dark / system (theme/colorMode).
    darkMode: true,
    nav: [
      { text: 'Docs', link: '/', activeMatch: '^/(?!blog|api)' },
      { text: 'Blog', link: '/blog', activeMatch: '^/blog' },
      { text: 'API', link: '/api', activeMatch: '^/api' },
      { text: site.consoleLabel, link: site.consoleUrl, rel: 'noopener noreferrer' },
    ],
    sidebar: { '/': docsSidebar(docsDir) },
    enableScrollToTop: true,
  },
  builderConfig: {
    tools: {
      rspack: {
        // Scalar can load plugins from URLs at run time (we configure none); its dynamic import() is not a problem.
        ignoreWarnings: [{ module: /@scalar[\\/]api-reference[\\/].*load-plugins-from-urls/ }],
      },
      bundlerChain(chain, { CHAIN_ID }) {
        // Dev only: React Refresh appends `Promise.resolve()` to every module, and in Scalar's typebox module that
        // declares `function Promise` it calls that one and throws, so /api was blank in `rspress dev`.
        if (!chain.plugins.has(CHAIN_ID.PLUGIN.REACT_FAST_REFRESH)) return;
        chain
          .plugin(CHAIN_ID.PLUGIN.REACT_FAST_REFRESH)
          .tap(([options]) => [
            { ...options, exclude: [options?.exclude ?? [], /[\\/]node_modules[\\/]@scalar[\\/]/].flat() },
          ]);
      },
    },
  },
  plugins: [
    pluginColorModeScript(),
    pluginOpenApi({ file: openApiFile }),
    pluginBlog({ blogDir }),
    pluginSitemap({ siteUrl: site.url }),
    pluginSlimPageIndex(),
  ],
});
