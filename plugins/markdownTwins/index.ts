import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logger, type RouteMeta, type RspressPlugin, type UserConfig } from '@rspress/core';
import { routePathOf } from '../../shared/routePath';
import { contentCache } from '../contentCache';
import { type LlmsPage, llmsFullTxt, llmsSections, llmsTxt, type NavGroup } from './llmsTxt';
import { type ComponentMarkdown, type PageMarkdownOptions, pageMarkdown, parseMdx, twinUrl } from './pageMarkdown';
import { cachedParse } from './parseCache';

/** A change the site's build makes to a page's source before compiling it (props tables, a post's header). */
export type SourceTransform = (file: string, source: string) => string | Promise<string>;

export interface MarkdownTwinsOptions {
  /** The published site's origin, for the twins' links and llms.txt. */
  siteUrl: string;
  /** Markdown for each JSX component the pages use (a page with another component stops the build). */
  components: Readonly<Record<string, ComponentMarkdown>>;
  /** The build's own source transforms, in the order it applies them, so a twin shows what the page shows. */
  sourceTransforms?: readonly SourceTransform[];
}

type SidebarItem = string | { link?: string; items?: SidebarItem[] };

/** The pages of the sidebar in reading order. */
function sidebarOrder(config: UserConfig): string[] {
  const flatten = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) =>
      typeof item === 'string' ? [item] : [...(item.link ? [item.link] : []), ...flatten(item.items ?? [])],
    );
  // Rspress has normalised the links by now (`/data.html`, `/index.html`).
  const sidebar = (config.themeConfig?.sidebar ?? {}) as Record<string, SidebarItem[]>;
  return Object.values(sidebar)
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

const twinFile = (routePath: string) => (routePath === '/' ? 'index.md' : `${routePath.slice(1)}.md`);

/**
 * The `.md` twin of every page, `/llms.txt` and `/llms-full.txt`, written from the pages' sources after the build.
 * Rspress's own `llms: true` compiles and renders every page a third time for these (its `node_md` build, about a
 * quarter of a build's CPU); here each page's source is parsed once, its components replaced by their Markdown.
 */
export function pluginMarkdownTwins(options: MarkdownTwinsOptions): RspressPlugin {
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
        components: options.components,
        parse: cachedParse(contentCache('vihje-markdown-twins'), parseMdx),
      };
      const pages: LlmsPage[] = [];
      for (const route of routes) {
        let source = readFileSync(route.absolutePath, 'utf8');
        for (const transform of options.sourceTransforms ?? []) source = await transform(route.absolutePath, source);
        const twin = pageMarkdown({ routePath: route.routePath, file: route.absolutePath, source }, markdownOptions);
        const file = path.join(outDir, twinFile(route.routePath));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, twin.markdown);
        pages.push({ ...twin, routePath: route.routePath, url: twinUrl(route.routePath, markdownOptions) });
      }
      const sections = llmsSections(pages, navGroups(config), sidebarOrder(config));
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(config.title ?? '', config.description ?? '', sections));
      writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(sections));
      logger.success(
        `Markdown twins of ${pages.length} pages, llms.txt and llms-full.txt written in ${Date.now() - started} ms.`,
      );
    },
  };
}
