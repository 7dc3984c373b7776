import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { pluginColorModeScript } from './plugins/colorModeScript';
import { pluginContentSecurityPolicy } from './plugins/csp';
import { docsSidebar } from './plugins/docsSidebar';
import { pluginMaintainerChecks } from './plugins/maintainerChecks';
import { pluginOpenApi } from './plugins/openapi';
import { site } from './theme/data/site';

const docsDir = fileURLToPath(new URL('./docs', import.meta.url));
const openApiFile = fileURLToPath(new URL('./openapi/openapi.yaml', import.meta.url));
// The generated route list imports this package; the site's version retries a route chunk after a failed download.
const lazyWithRetry = fileURLToPath(new URL('./theme/runtime/lazyWithPreload.ts', import.meta.url));

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
    resolve: {
      alias: { 'react-lazy-with-preload': lazyWithRetry },
    },
    tools: {
      rspack: {
        // Scalar can load plugins from URLs at run time (we configure none); its dynamic import() is not a problem.
        ignoreWarnings: [{ module: /@scalar[\\/]api-reference[\\/].*load-plugins-from-urls/ }],
      },
    },
  },
  plugins: [
    pluginMaintainerChecks(),
    pluginColorModeScript(),
    pluginOpenApi({ file: openApiFile }),
    pluginContentSecurityPolicy({ connectTo: [site.apiUrl] }),
  ],
});
