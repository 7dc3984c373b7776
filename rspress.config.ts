import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { propsTableSources } from './examples/components/propsTableSources.ts';
import { pluginApiChangelog } from './plugins/apiChangelog/index.ts';
import { pluginAsyncChunkIds } from './plugins/asyncChunkIds.ts';
import { isPreviewBase, publishedUrl, siteBase } from './plugins/basePath.ts';
import { pluginBlog } from './plugins/blog/index.ts';
import { pluginBuiltPages } from './plugins/builtPages/index.ts';
import { pluginBundlerReleased } from './plugins/bundlerReleased.ts';
import { pluginChunkPasses } from './plugins/chunkPasses.ts';
import { pluginCodeBlocksAsHtml } from './plugins/codeBlocksAsHtml/index.ts';
import { pluginColorModeScript } from './plugins/colorModeScript.ts';
import { compiledPages } from './plugins/compiledPages/index.ts';
import { pluginDemos } from './plugins/demos.ts';
import { pluginDevRebuilds } from './plugins/devRebuilds.ts';
import { docsSidebars, sidebarEntryCache } from './plugins/docsSidebar.ts';
import { pluginHeapGrowth } from './plugins/heapGrowth.ts';
import { pluginHighlightAhead } from './plugins/highlightAhead/index.ts';
import { pluginLastBundle } from './plugins/lastBundle/index.ts';
import { pluginLazyRouteRetry } from './plugins/lazyRouteRetry.ts';
import { pluginLinkCheck } from './plugins/linkCheck/index.ts';
import { pluginLoaderIdents } from './plugins/loaderIdents.ts';
import { pluginMaintainerChecks } from './plugins/maintainerChecks/index.ts';
import { largeSitePages } from './plugins/markdownPages.ts';
import { pluginMarkdownTwins } from './plugins/markdownTwins/index.ts';
import { pluginOpenApi } from './plugins/openapi/index.ts';
import { buildOutDir } from './plugins/outDir.ts';
import { pluginPageBodies } from './plugins/pageBodies/index.ts';
import { pluginPageLoaderRuns } from './plugins/pageLoaderRuns.ts';
import { pluginParseAhead } from './plugins/parseAhead/index.ts';
import { pluginPreviousOutputLast } from './plugins/previousOutput.ts';
import { pluginPropsTables } from './plugins/propsTables.ts';
import { pluginRobots } from './plugins/robots.ts';
import { pluginScalarBundle } from './plugins/scalarBundle.ts';
import { pluginSealsInTurn } from './plugins/sealsInTurn.ts';
import { pluginSectionSidebars, sectionSidebarCodes } from './plugins/sectionSidebars.ts';
import { pluginSlimPageIndex } from './plugins/slimPageIndex.ts';
import { pluginSplitSearch } from './plugins/splitSearch/index.ts';
import { pluginSsgConcurrency } from './plugins/ssgConcurrency.ts';
import { pluginSsgWorkers } from './plugins/ssgWorkers.ts';
import { pluginTestHooks, testHooksEnabled } from './plugins/testHooks.ts';
import { pluginTryIt } from './plugins/tryIt/index.ts';
import { persistentCacheOn } from './plugins/upstream/rspress/build.ts';
import { site } from './shared/site.ts';

const docsDir = fileURLToPath(new URL('./docs', import.meta.url));
const blogDir = fileURLToPath(new URL('./docs/blog', import.meta.url));
const openApiFile = fileURLToPath(new URL('./openapi/openapi.yaml', import.meta.url));
const apiReleasesDir = fileURLToPath(new URL('./openapi/releases', import.meta.url));

const openApi = pluginOpenApi({ file: openApiFile });
const apiChangelog = pluginApiChangelog({
  descriptionFile: openApiFile,
  releasesDir: apiReleasesDir,
  operationAnchors: openApi.operationAnchors,
});
const propsTables = pluginPropsTables(propsTableSources, site.lang);
// What the outputs after the build (the .md twins, the link check) need from each page, kept by its compile.
const pages = compiledPages({ sourceTransforms: [propsTables.sourceTransform] });
const blog = pluginBlog({ blogDir, pages });
// CI builds a fresh clone once: Rsbuild's persistent cache would be written (memory and CPU, bench/NOTES.md) and
// never read, and so would the site's caches. Local builds and the dev server keep them for fast restarts.
const persistentCaches = !process.env.CI && persistentCacheOn(undefined);
// The top level's sidebar (which links to each docs section's first page) and each section's.
const { '/': topSidebar = [], ...sectionSidebars } = docsSidebars(
  docsDir,
  persistentCaches ? sidebarEntryCache() : undefined,
);

const sectionSidebarOptions = { docsDir, sections: sectionSidebars };

// A site of more routes than this keeps its pages' bodies apart from the bundle (plugins/pageBodies), and then a build
// after an edit of pages' text only can take the bundler's last output as it is (plugins/lastBundle).
const bodiesFromRoutes = 2000;

// `/` unless VIHJE_BASE says otherwise (a pull-request preview: /previews/pr-42/).
const base = siteBase();

export default defineConfig({
  root: docsDir,
  base,
  outDir: buildOutDir(),
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
  // /llms.txt, /llms-full.txt and the .md twin of every page come from pluginMarkdownTwins, from the pages' sources.
  llms: false,
  // Replaced by the theme's Markdown image (theme/components/ImageZoom), which downloads the zoom library only on
  // pages with a content image.
  mediumZoom: false,
  // The 404 page's link is labelled "go to home"; its visible text must say the same (WCAG 2.5.3, label in name).
  i18nSource: (texts) => ({ ...texts, takeMeHomeText: { ...texts.takeMeHomeText, en: 'Go to home' } }),
  // In dev; a production build checks every page's links after the build instead (plugins/linkCheck).
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
    // A section's sidebar ships with the section's pages (pluginSectionSidebars), not in every page's entry chunk.
    sidebar: { '/': topSidebar },
    enableScrollToTop: true,
    editLink: { docRepoBaseUrl: `${site.repositoryUrl}/edit/main/docs` },
    lastUpdated: true,
    // "Copy Markdown" under each page title. No view-options menu (its trigger has no accessible name) and no
    // hidden hint block (it sits outside every landmark); llms.txt is linked from the .md twins and robots.txt.
    llmsUI: { placement: 'title', viewOptions: false, injectLlmsHint: false },
  },
  builderConfig: {
    performance: {
      // The total only: a line per built file, each gzipped to print its size, costs seconds at hundreds of pages
      // (npx tsx bench/pageWeight.ts reports what readers download).
      printFileSize: { detail: false, compressed: false },
      ...(persistentCaches ? {} : { buildCache: false }),
    },
  },
  plugins: [
    // First: its remark step keeps each page's tree before other plugins' remark steps change it (the demos').
    pages.plugin,
    pluginMaintainerChecks(),
    pluginParseAhead(largeSitePages),
    pluginHighlightAhead(largeSitePages),
    pluginCodeBlocksAsHtml(),
    pluginSectionSidebars(sectionSidebarOptions),
    pluginSsgConcurrency(8),
    pluginSsgWorkers(5000),
    pluginPageBodies(bodiesFromRoutes),
    // After the bodies' plugin: a build that takes the bundler's last output publishes the bodies itself.
    pluginLastBundle({
      fromRoutes: bodiesFromRoutes,
      enabled: persistentCaches,
      siteModuleCodes: sectionSidebarCodes(sectionSidebars),
    }),
    pluginHeapGrowth(2000),
    pluginPageLoaderRuns(256),
    pluginBundlerReleased(1000),
    pluginPreviousOutputLast(),
    pluginSealsInTurn(2000),
    pluginLazyRouteRetry(),
    pluginAsyncChunkIds(),
    pluginChunkPasses(),
    pluginLoaderIdents(),
    pluginDevRebuilds(),
    pluginColorModeScript(),
    openApi,
    apiChangelog,
    pluginScalarBundle(),
    blog,
    pluginDemos(),
    pluginTryIt({ apiUrl: site.apiUrl }),
    propsTables,
    // A preview is not indexed: no sitemap.
    ...(isPreviewBase(base) ? [] : [pluginSitemap({ siteUrl: publishedUrl('/', base).replace(/\/$/, '') })]),
    pluginSlimPageIndex(),
    pluginSplitSearch(1000),
    pluginBuiltPages({ connectTo: [site.apiUrl] }, 1000),
    pluginRobots(base),
    // Before the twins: it reads the pages' links, the twins then take their trees.
    pluginLinkCheck(pages),
    pluginMarkdownTwins({
      siteUrl: publishedUrl('/', base),
      pages,
      // Each plugin's components' Markdown forms (which live beside the components), its pages' decorations and views.
      contributions: { openApi: openApi.twin, apiChangelog: apiChangelog.twin, blog: blog.twin },
      sidebars: { '/': topSidebar, ...sectionSidebars },
    }),
    pluginTestHooks(testHooksEnabled()),
  ],
});
