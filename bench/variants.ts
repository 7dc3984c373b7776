/**
 * Experimental variants of our config, for A/B-ing a build lever without touching the site: `BENCH_VARIANT=worker,
 * no-llms npm run bench`. The bench copy's `rspress.config.ts` wraps the site's config with `applyVariant`; the real
 * config never reads it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { pageBodiesFromVariable } from '../plugins/pageBodies/index.ts';
import { ssgWorkersFromVariable } from '../plugins/ssgWorkers.ts';
import { generatedFilesDir, persistentCacheVariable } from '../plugins/upstream/rspress/build.ts';

type Rule = { use?: unknown; oneOf?: unknown; rules?: unknown };

/** What a variant changes: the config, and environment variables for the build. */
interface Lever {
  describe: string;
  config?: (config: UserConfig) => UserConfig;
  env?: Record<string, string>;
}

/** Marks every use of a loader whose path ends with `loaderSuffix` with `parallel: true`, in a tree of rules. */
export function markLoaderParallel(rules: unknown, loaderSuffix: string): number {
  if (!Array.isArray(rules)) return 0;
  let marked = 0;
  for (const rule of rules as Rule[]) {
    if (typeof rule !== 'object' || rule === null) continue;
    if (Array.isArray(rule.use)) {
      for (const use of rule.use as Array<{ loader?: string; parallel?: unknown }>) {
        if (typeof use === 'object' && use?.loader?.endsWith(loaderSuffix)) {
          use.parallel = true;
          marked += 1;
        }
      }
    }
    marked += markLoaderParallel(rule.oneOf, loaderSuffix) + markLoaderParallel(rule.rules, loaderSuffix);
  }
  return marked;
}

/**
 * Rspress 2.0.22 adds a plugin's `content` pages to the route list in the order their temporary files finish writing,
 * so the routes code — part of the persistent cache's key (`cacheDigest`) — changes from build to build and the warm
 * rebuild starts from an empty cache. Pages given as files are added in order: write them ourselves (unchanged files
 * keep their mtime).
 */
function withOrderedPages(plugin: RspressPlugin): RspressPlugin {
  const addPages = plugin.addPages;
  if (!addPages) return plugin;
  return {
    ...plugin,
    async addPages(config, isProd) {
      const dir = path.join(generatedFilesDir(), 'bench-pages', plugin.name);
      mkdirSync(dir, { recursive: true });
      return (await addPages(config, isProd)).map((page, index) => {
        if (page.content === undefined) return page;
        const filepath = path.join(dir, `page-${index}.mdx`);
        if (!existsSync(filepath) || readFileSync(filepath, 'utf8') !== page.content)
          writeFileSync(filepath, page.content);
        return { routePath: page.routePath, filepath };
      });
    },
  };
}

const markdownTwinsPlugin = 'vihje-markdown-twins';
const withoutPlugin = (config: UserConfig, name: string) => config.plugins?.filter((plugin) => plugin.name !== name);

const levers: Record<string, Lever> = {
  'ordered-pages': {
    describe: 'plugin pages written to files in a fixed order, so the persistent cache survives between builds',
    config: (config) => ({ ...config, plugins: config.plugins?.map(withOrderedPages) }),
  },
  'ssg-in-thread': {
    describe: "pages rendered in the build's own thread at any size (`VIHJE_SSG_WORKERS_FROM=Infinity`)",
    env: { [ssgWorkersFromVariable]: 'Infinity' },
  },
  'whole-pages': {
    describe: 'each page whole in its chunk at any size, no body apart (`VIHJE_PAGE_BODIES_FROM=Infinity`)',
    env: { [pageBodiesFromVariable]: 'Infinity' },
  },
  worker: {
    describe: 'SSG in worker threads at any size: `ssg: { experimentalWorker: true }`',
    config: (config) => ({
      ...config,
      ssg: { ...(typeof config.ssg === 'object' ? config.ssg : {}), experimentalWorker: true },
    }),
  },
  'no-cache': {
    describe: 'Rsbuild persistent cache off (`RSPRESS_PERSISTENT_CACHE=false`)',
    env: { [persistentCacheVariable]: 'false' },
  },
  'no-ssg': { describe: '`ssg: false` (web build only)', config: (config) => ({ ...config, ssg: false }) },
  'no-search': { describe: '`search: false`', config: (config) => ({ ...config, search: false }) },
  'search-no-code': {
    describe: 'search index without code blocks: `search: { codeBlocks: false }`',
    config: (config) => ({ ...config, search: { codeBlocks: false } }),
  },
  'no-llms': {
    describe: 'no .md twins or llms.txt at all (`llms: false`, the markdown-twins plugin dropped)',
    config: (config) => ({ ...config, llms: false, plugins: withoutPlugin(config, markdownTwinsPlugin) }),
  },
  'rspress-llms': {
    describe: "Rspress's own .md twins (`llms: true`: a third compile and render of every page) instead of ours",
    config: (config) => ({ ...config, llms: true, plugins: withoutPlugin(config, markdownTwinsPlugin) }),
  },
  'no-link-check': {
    describe: 'no dead link or anchor check',
    config: (config) => ({
      ...config,
      markdown: { ...config.markdown, link: { checkDeadLinks: false, checkAnchors: false } },
    }),
  },
  'mdx-parallel': {
    describe: 'the MDX loader in Rspack worker threads (`parallel: true` on its rule)',
    config: (config) => ({
      ...config,
      builderConfig: {
        ...config.builderConfig,
        tools: {
          ...config.builderConfig?.tools,
          rspack: (rspackConfig) => {
            if (markLoaderParallel(rspackConfig.module?.rules, 'mdx/loader.js') === 0) {
              throw new Error('bench variant mdx-parallel: no MDX loader found in the Rspack config');
            }
            return rspackConfig;
          },
        },
      },
    }),
  },
};

/** The known variant names, including the `drop:PLUGIN-NAME` form. */
export const variantHelp = [
  ...Object.entries(levers).map(([name, lever]) => `${name}: ${lever.describe}`),
  'drop:NAME: without the plugin named NAME (e.g. drop:vihje-markdown-twins)',
];

/** Splits `worker, no-llms` into names, rejecting unknown ones with the list of known ones. */
export function parseVariant(spec: string): string[] {
  const names = spec
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(name in levers) && !/^drop:[\w@/-]+$/.test(name)) {
      throw new Error(`Unknown bench variant "${name}". Known:\n  ${variantHelp.join('\n  ')}`);
    }
  }
  return names;
}

/** Our config with the variant's changes. */
export function applyVariant(config: UserConfig, names: readonly string[]): UserConfig {
  let current = config;
  for (const name of names) {
    if (name.startsWith('drop:')) {
      const plugin = name.slice('drop:'.length);
      const plugins = current.plugins ?? [];
      if (!plugins.some((candidate) => candidate.name === plugin)) {
        throw new Error(`bench variant ${name}: no plugin named "${plugin}" (have: ${plugins.map((p) => p.name)})`);
      }
      current = { ...current, plugins: plugins.filter((candidate) => candidate.name !== plugin) };
    } else {
      current = levers[name]?.config?.(current) ?? current;
    }
  }
  return current;
}

/** Environment variables the variant's builds need. */
export function variantEnv(names: readonly string[]): Record<string, string> {
  return Object.assign({}, ...names.map((name) => levers[name]?.env ?? {}));
}
