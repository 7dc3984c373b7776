import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { logger, type RouteMeta, type RspressPlugin, type UserConfig } from '@rspress/core';
import { routePathOf } from '../../shared/routePath.ts';
import type { CompiledPages } from '../compiledPages/index.ts';
import { persistentCacheOn } from '../upstream/rspress/build.ts';
import { layoutComponentsMarkdown } from './layoutComponentsMarkdown.ts';
import { type LlmsPage, type LlmsSection, llmsFullTxtPieces, llmsSections, llmsTxt, type NavGroup } from './llmsTxt.ts';
import { mergeTwinContributions, type TwinContribution } from './mergeTwinContributions.ts';
import { type PageMarkdownOptions, twinMarkdown, twinUrl } from './pageMarkdown.ts';
import { twinCache, writeTwin } from './twinCache.ts';

export interface MarkdownTwinsOptions {
  /** The published site's origin, for the twins' links and llms.txt. */
  siteUrl: string;
  /** The pages as the build compiled them. */
  pages: CompiledPages;
  /**
   * What each plugin gives the twins, by the plugin's name: the Markdown forms of its components, its pages'
   * decorations and views. The layout components' forms (`<Tabs>`, `<Details>`) are always there; a page using a
   * component with no form stops the build.
   */
  contributions: Readonly<Record<string, TwinContribution>>;
  /** The docs sidebars by route prefix, the top level's and each section's: their order is llms.txt's. */
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

type SidebarItem = string | { link?: string; items?: SidebarItem[] };

/** The pages of the sidebars in reading order. */
function sidebarOrder(sidebars: MarkdownTwinsOptions['sidebars']): string[] {
  const flatten = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) =>
      typeof item === 'string' ? [item] : [...(item.link ? [item.link] : []), ...flatten(item.items ?? [])],
    );
  return Object.values(sidebars)
    .flatMap(flatten)
    .map((link) => routePathOf(link));
}

/** The navigation entries that group pages: those with an `activeMatch` or a site-relative link. */
function navGroups(config: UserConfig): NavGroup[] {
  const nav = (config.themeConfig?.nav ?? []) as Array<{ text?: string; link?: string; activeMatch?: string }>;
  return nav
    .filter((item) => item.activeMatch || item.link?.startsWith('/'))
    .map((item) => ({ text: item.text ?? '', match: new RegExp(item.activeMatch ?? item.link ?? '') }));
}

/** Writes `/llms-full.txt` a twin at a time, read back from the twins' files. */
function writeLlmsFullTxt(file: string, sections: LlmsSection[]): void {
  const descriptor = openSync(file, 'w');
  try {
    for (const piece of llmsFullTxtPieces(sections, (page) => readFileSync(page.twinPath, 'utf8'))) {
      writeSync(descriptor, piece);
    }
  } finally {
    closeSync(descriptor);
  }
}

const twinFile = (routePath: string) => (routePath === '/' ? 'index.md' : `${routePath.slice(1)}.md`);

/**
 * The `.md` twin of every page, `/llms.txt` and `/llms-full.txt`, written after the build from the trees the build's
 * own compile parsed (plugins/compiledPages). Rspress's own `llms: true` compiles and renders every page a third time
 * for these (its `node_md` build, about a quarter of a build's CPU); here no page is parsed again, only its
 * components replaced by their Markdown.
 */
export function pluginMarkdownTwins(options: MarkdownTwinsOptions): RspressPlugin {
  const twins = mergeTwinContributions([
    ['the layout', { components: layoutComponentsMarkdown }],
    ...Object.entries(options.contributions),
  ]);
  let routes: RouteMeta[] = [];
  return {
    name: 'vihje-markdown-twins',
    routeGenerated(generated) {
      routes = generated;
    },
    // Rspress also calls afterBuild after every dev compile; the twins are a production output.
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      const started = Date.now();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const docsDir = path.resolve(config.root ?? 'docs');
      const markdownOptions: PageMarkdownOptions = {
        siteUrl: options.siteUrl,
        routes: new Set(routes.map((route) => route.routePath)),
        projectRoot: process.cwd(),
        docsDir,
        components: twins.components,
      };
      const cache = persistentCacheOn(config.builderConfig?.performance?.buildCache)
        ? twinCache({ siteUrl: options.siteUrl, routes: markdownOptions.routes })
        : undefined;
      const pages: LlmsPage[] = [];
      for (const route of routes) {
        const file = route.absolutePath;
        const record = await options.pages.page(file);
        const view = await twins.pageTree(route.routePath);
        const page = { routePath: route.routePath, file };
        const decoration = twins.decorate(file);
        // The record's tree and front matter are parsed when read: a twin from the cache reads neither.
        const print = () =>
          twinMarkdown(view?.build() ?? record.tree, record.frontmatter, page, markdownOptions, decoration);
        const inputs = { ...page, sourceKey: record.key, tree: view ?? (() => record.tree), decoration };
        const twinPath = path.join(outDir, twinFile(route.routePath));
        mkdirSync(path.dirname(twinPath), { recursive: true });
        const { title, description } = cache ? cache.write(inputs, print, twinPath) : writeTwin(print(), twinPath);
        pages.push({
          title,
          description,
          twinPath,
          routePath: route.routePath,
          url: twinUrl(route.routePath, markdownOptions),
        });
      }
      cache?.save();
      const sections = llmsSections(pages, navGroups(config), sidebarOrder(options.sidebars));
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(config.title ?? '', config.description ?? '', sections));
      writeLlmsFullTxt(path.join(outDir, 'llms-full.txt'), sections);
      logger.success(
        `Markdown twins of ${pages.length} pages, llms.txt and llms-full.txt written in ${Date.now() - started} ms.`,
      );
    },
  };
}
