import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { logger, type RouteMeta, type RspressPlugin } from '@rspress/core';
import type { CompiledPages } from '../compiledPages/index.ts';
import { persistentCacheOn } from '../upstream/rspress/build.ts';
import { brokenLinks } from './checkLinks.ts';
import { indexedPage, linkIndex } from './linkIndex.ts';

const isMarkdown = (file: string) => /\.mdx?$/.test(file);

/**
 * Fails a production build on a link to a page that does not exist, or to a heading id its page does not have,
 * naming the source file, line and the link as written. Rspress checks links inside its MDX compile, which a warm
 * persistent cache skips for unchanged pages (a link broken by another page's change passed); this check takes every
 * page's links and ids from plugins/compiledPages after each build, whatever the caches, and checks every link again
 * (an unchanged page's from its index of the last build, `linkIndex.ts`). Rspress's own check stays
 * on in dev, where it warns as pages compile.
 */
export function pluginLinkCheck(pages: CompiledPages): RspressPlugin {
  let routes: RouteMeta[] = [];
  return {
    name: 'vihje-link-check',
    config(config, _utils, isProduction) {
      if (!isProduction) return config;
      const link = { ...config.markdown?.link, checkDeadLinks: false, checkAnchors: false };
      return { ...config, markdown: { ...config.markdown, link } };
    },
    routeGenerated(generated) {
      routes = generated;
    },
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      // With the build's caches on, an unchanged page's links and ids come from the last build's index.
      const index = persistentCacheOn(config.builderConfig?.performance?.buildCache) ? linkIndex() : undefined;
      const checked = await Promise.all(
        routes.map(async (route) => {
          const markdown = isMarkdown(route.absolutePath);
          const record = markdown ? await pages.page(route.absolutePath) : undefined;
          const page = record ? indexedPage(index, route.absolutePath, record) : undefined;
          return {
            routePath: route.routePath,
            file: route.absolutePath,
            links: page?.links ?? [],
            anchors: page?.anchors,
          };
        }),
      );
      index?.save();
      const problems = brokenLinks(checked, {
        docsDir: path.resolve(config.root ?? 'docs'),
        projectRoot: process.cwd(),
        isBuiltFile: (pathname) => {
          const file = path.join(outDir, pathname);
          return existsSync(file) && statSync(file).isFile();
        },
      });
      if (problems.length > 0) {
        const error = new Error(
          `${problems.length} broken link(s):\n${problems.map((line) => `  ${line}`).join('\n')}`,
        );
        // The message says all there is: no stack trace of the build under it.
        error.stack = error.message;
        throw error;
      }
      logger.success(
        `Links checked: ${checked.reduce((sum, page) => sum + page.links.length, 0)} on ${checked.length} pages.`,
      );
    },
  };
}
