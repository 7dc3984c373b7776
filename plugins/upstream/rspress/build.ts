/*
 * The build's side of the door to Rspress's unexported modules (Node only; the theme's side is
 * theme/upstream/rspress, its private markup shared/rspressMarkup.ts), checked by theme/upstream/rspress/rspress.test.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildInstance } from '@rsbuild/core';
import type { UserConfig } from '@rspress/core';

// Rspress's MDX compile (`dist/node/mdx/processor.js`): the options its processor is made with, which
// `plugins/parseAhead` parses pages ahead with (rspress.test.ts checks that the compile still prepares a page's text
// as that worker does), and the compile of one page as its loader runs it (only the tests call it themselves).
export { createMDXOptions } from '@rspress/core/dist/node/mdx/options.js';
export { compile as compileMdxPage } from '@rspress/core/dist/node/mdx/processor.js';
// The options of Rspress's Shiki step (its theme, transformers and languages), built by the call its MDX compiler
// makes: what the tests compare code highlighted ahead of the compile (`plugins/highlightAhead`, whose worker makes
// the same options in shikiOptions.ts) against. rspress.test.ts also checks that the compile still passes the
// config's `markdown.shiki` through to it.
export { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
// Rspress's page index: every page's search text and table of contents, computed before bundling (with the cache,
// the threads and the text kept on disk of patches 003–027). Only the tests call it themselves.
export { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';
// The step of Rspress's MDX compile that escapes `{#…}` in headings before it parses (`plugins/parseAhead` too).
export { escapeMarkdownHeadingIds } from '@rspress/core/dist/node/utils/escapeHeadingIds.js';
// The test for a text GFM's autolink literals could match in, and MDX's compile options with or without them (patch
// 038): the page index, Rspress's compile and `plugins/parseAhead` parse a page that holds no `@`, `www.` or
// `http(s)://` without them, to the same tree.
export {
  autolinkLiteralsIfNeeded,
  mayHoldAutolinkLiteral,
} from '@rspress/core/dist/node/utils/gfmAutolinkLiterals.js';

// How many worker threads Rspress's page index computes uncached pages in (patch 027: default one a core, up to
// four; `0` for none), read from the environment by `dist/node/route/extractPageData.js`.
export const pageIndexThreadsVariable = 'RSPRESS_PAGE_INDEX_THREADS';

// How many pages Rspress's static-site generation renders at once in a production build (default 32), read from
// the environment by `dist/node/ssg/ssgEnv.js`; `plugins/ssgConcurrency.ts` sets it.
export const ssgConcurrencyVariable = 'RSPRESS_SSG_CONCURRENCY';

// Where Rspress's static-site generation runs its workers (patch 025): `worker_threads`, Rspress's default, or
// `child_process`, read from the environment by `dist/node/ssg/ssgEnv.js`.
export const ssgWorkerRuntimeVariable = 'RSPRESS_SSG_WORKER_RUNTIME';

// The heap (bytes used) above which Rspress recycles an SSG worker after its task (default 1 GB), read from the
// environment by `dist/node/ssg/ssgEnv.js`.
export const ssgWorkerRecycleVariable = 'RSPRESS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY';

/**
 * Turns on Rspress's static-site generation in workers (`ssg.experimentalWorker`: a Tinypool of as many workers as
 * cores) for this build, run as child processes (`child_process`), each recycled once its heap passes
 * `recycleAboveHeapBytes`, unless the environment already says otherwise. Rspress reads the option from the config
 * it hands the `beforeBuild` hook when it renders (`dist/node/ssg/renderPages.js`), after the routes are known.
 */
export function renderInWorkerProcesses(config: { ssg?: unknown }, recycleAboveHeapBytes: number): void {
  config.ssg = {
    ...(typeof config.ssg === 'object' && config.ssg !== null ? config.ssg : {}),
    experimentalWorker: true,
  };
  process.env[ssgWorkerRuntimeVariable] ??= 'child_process';
  process.env[ssgWorkerRecycleVariable] ??= String(recycleAboveHeapBytes);
}

/** A page Rspress's render is about to put together: its route, its key and its file in the output. */
export interface PageToRender {
  routePath: string;
  /** Its stored render's key and this build's template for the route: equal keys make equal pages. */
  pageKey: string;
  file: string;
}

/**
 * Has this build's render (patch 041, `dist/node/ssg/renderPages.js`) ask `keep` about each page before it puts it
 * together: a page `keep` has written to its file itself (a link to the previous output's) is left as it is. Asked
 * only in a production build with the SSG cache on and an output folder.
 */
export function keepPagesWith(config: { ssg?: unknown }, keep: (page: PageToRender) => boolean): void {
  if (config.ssg === false) return;
  config.ssg = {
    ...(typeof config.ssg === 'object' && config.ssg !== null ? config.ssg : {}),
    experimentalKeptPages: { keep },
  };
}

/** The server bundle and what the render needs of the browser's output, as a build leaves them (patch 043). */
export interface KeptBundle {
  /** The folder holding the server bundle's files (`serverBundleFolder/…`). */
  dir: string;
  /** The server bundle's files, relative to `dir`. */
  assetNames: string[];
  /** The browser's HTML template the pages are rendered into. */
  htmlTemplate: string;
  /** Each route's chunks, which its page preloads. */
  manifest: unknown;
}

/** What Rspress hands a site's `reuse` (patch 043, `dist/node/build.js`), once the bundler is set up. */
export interface ReuseContext {
  rsbuild: RsbuildInstance;
  /** The code of each of Rspress's runtime modules as the bundler would compile it now, by module name. */
  runtimeModuleCodes(): Promise<Map<string, string>>;
}

/** A site's hooks for the bundler's last output: what a build keeps of it, and when a build takes it as it is. */
export interface LastBundleHooks {
  /**
   * Asked before the bundler runs: the output folder and the kept bundle to render the pages from, the browser's
   * files already in the output, to leave the bundler out; undefined to run it.
   */
  reuse(context: ReuseContext): Promise<{ distPath: string; bundle: KeptBundle } | undefined>;
  /** Given the bundle once the pages are rendered from it; the site moves or removes its files. */
  keep(bundle: KeptBundle): Promise<void>;
}

/**
 * Has this production build (patch 043, `dist/node/build.js` and `dist/node/ssg/rsbuildPluginSSG.js`) ask `hooks`
 * whether to take the bundler's last output as it is, and hand it the server bundle once the pages are rendered,
 * where Rspress would remove it.
 */
export function reuseLastBundleWith(config: { ssg?: unknown }, hooks: LastBundleHooks): void {
  if (config.ssg === false) return;
  config.ssg = {
    ...(typeof config.ssg === 'object' && config.ssg !== null ? config.ssg : {}),
    experimentalLastBundle: hooks,
  };
}

// The server bundle's folder in the build's output (`NODE_SSG_BUNDLE_FOLDER` of `dist/node/constants.js`), and the
// name of a route's chunk (`dist/node/route/routeChunkAssets.js`), which names its file in that folder
// (`<name>.cjs`, the server compilation's chunk file names in `dist/node/initRsbuild.js`).
export const serverBundleFolder = '__ssg__';
export { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';

// How many routes a section of a production build's route table holds (patch 009, default 250), read from the
// environment by `dist/node/route/RouteService.js`: a larger site's table loads by section, not in the entry chunk.
export const routeSectionSizeVariable = 'RSPRESS_ROUTE_SECTION_SIZE';

/**
 * Whether this production build ships its route table in sections (patch 009: more routes than the section size),
 * read from the route service Rspress hands the `routeServiceGenerated` hook.
 */
export function routeTableInSections(routeService: unknown): boolean {
  const service = routeService as { getRouteSections?: () => unknown[] | undefined } | undefined;
  return (service?.getRouteSections?.()?.length ?? 0) > 0;
}

// Whether a production build's page data names each search index's hash (patch 042, read by
// `dist/node/runtimeModule/pageData/rsbuildPlugin.js` as the page-data modules are made): the hash changes with any
// page's text, and the page data is in the entry.
export const searchIndexHashInPageDataVariable = 'RSPRESS_SEARCH_INDEX_HASH_IN_PAGE_DATA';

/**
 * Leaves the search indexes' hashes out of this production build's page data: for a search provider that fetches
 * its index by a name without hash (`plugins/splitSearch`). Call before the bundlers are configured (`beforeBuild`).
 */
export function leaveSearchIndexHashOutOfPageData(): void {
  process.env[searchIndexHashInPageDataVariable] = 'false';
}

// Rspress's search provider, which fetches the whole site's search index before the first search; its search panel
// imports it by a relative path, so `plugins/splitSearch` swaps the module by its resolved file. rspress.test.ts
// checks that the panel still imports it and that it still exports what the stand-in exports.
export const searchProviderModule =
  /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Search[\\/]logic[\\/]providers[\\/]LocalProvider\.js$/;

// The variable that turns Rsbuild's persistent cache off (`'false'`), read by `dist/node/initRsbuild.js`; the
// config's `performance.buildCache: false` does the same.
export const persistentCacheVariable = 'RSPRESS_PERSISTENT_CACHE';

/** Whether a build with this `buildCache` setting and environment writes and reads Rsbuild's persistent cache. */
export function persistentCacheOn(buildCache: unknown, env: NodeJS.ProcessEnv = process.env): boolean {
  return buildCache !== false && env[persistentCacheVariable] !== 'false';
}

// The environments Rspress's build makes (`dist/node/initRsbuild.js`), which name their compilers: the browser's
// bundle, and the server bundle the pages are rendered from. The server's compilation waits, as it processes its
// assets, for the browser's HTML template (`dist/node/ssg/rsbuildPluginSSG.js`).
export const environmentNames = { browser: 'web', server: 'node' } as const;

// Where Rsbuild keeps the persistent cache unless the config names another directory (Rspack's default).
export const defaultPersistentCacheDir = 'node_modules/.cache/rspack';

/**
 * Whether Rsbuild's persistent cache (`node_modules/.cache/rspack` unless the config names another directory) is on
 * and holds an earlier build, whose hits skip the loaders of every unchanged module. Only the build can tell whether
 * Rspack finds it stale (the config or a dependency changed) and builds every module again.
 */
export function persistentCacheWarm(config: UserConfig): boolean {
  const buildCache = config.builderConfig?.performance?.buildCache;
  if (!persistentCacheOn(buildCache)) return false;
  const named = typeof buildCache === 'object' ? buildCache.cacheDirectory : undefined;
  const dir = path.resolve(named ?? defaultPersistentCacheDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

// The build state kept inside node_modules: Rspress's generated pages and modules (`RSPRESS_TEMP_DIR` of
// `@rspress/shared`) and the caches of Rsbuild and of this site's plugins. A copy of the site links every other
// entry of node_modules, so that its builds never read or write the checkout's.
export const buildStateEntries = ['.rspress', '.cache'] as const;

/** Rspress's folder of generated files in a project's node_modules (the first of `buildStateEntries`). */
export const generatedFilesDir = (root: string = process.cwd()): string =>
  path.join(root, 'node_modules', buildStateEntries[0]);

// The folder under the site's root where Rspress names its virtual modules (`tempDir: '.rspress/runtime'` in
// `dist/node/initRsbuild.js`; this site's plugins name theirs beside it). Rspack serves them from memory; the only
// files written there are the page-data modules' digests (patches/@rspress+core+2.0.22+015+page-data-digests.patch).
export const virtualModulesDir = '.rspress';

/** The rule, branch and loader by which Rspress compiles Markdown and MDX pages (`dist/node/initRsbuild.js`). */
export const mdxRule = { rule: 'mdx', oneOf: 'mdx', compileLoader: 'mdx-loader' } as const;

/** The part of Rsbuild's bundler chain this door uses to reach Rspress's MDX rule. */
interface RuleChain {
  module: { rule(name: string): { oneOf(name: string): { use(name: string): LoaderUse } } };
}
interface LoaderUse {
  loader(file: string): LoaderUse;
  options(options: object): LoaderUse;
  get(key: 'options'): unknown;
  before(name: string): LoaderUse;
  after(name: string): LoaderUse;
}

/** The loader of Rspress's MDX rule named `name`, made when missing, placed next to its compile's by the caller. */
const mdxRuleUse = (chain: RuleChain, name: string): LoaderUse =>
  chain.module.rule(mdxRule.rule).oneOf(mdxRule.oneOf).use(name);

/**
 * Adds a loader that takes each page's module as Rspress's MDX compile returns it, before the SWC transform that
 * follows (a rule's loaders run from last to first: this one is placed just before the compile's).
 */
export function addLoaderAfterMdxCompile(chain: RuleChain, name: string, loader: string, options: object): void {
  mdxRuleUse(chain, name).loader(loader).options(options).before(mdxRule.compileLoader);
}

/** What a step before the MDX compile is given of the page: its file, and a way to name a file it depends on. */
export interface PageBeforeCompile {
  resourcePath: string;
  addDependency(file: string): void;
}

/** A step on a page's source before Rspress's MDX compile: the source it hands on. */
export type StepBeforeMdxCompile = (source: string, page: PageBeforeCompile) => string | Promise<string>;

/** The one loader that runs the steps, and its name in the rule. */
const stepsLoader = path.join(import.meta.dirname, 'stepsBeforeMdxCompile.ts');
const stepsLoaderName = 'vihje-steps-before-mdx-compile';

/**
 * Adds a step on each page's source just before Rspress's MDX compile takes it, after the steps added before it.
 * Every step runs in one loader (placed after the compile's loader in the rule's list, so it runs first): each loader
 * of a page is named in its module's identifier, which Rspack's persistent cache writes out many times over for each
 * module (`plugins/loaderIdents.ts`).
 */
export function addStepBeforeMdxCompile(chain: RuleChain, step: StepBeforeMdxCompile): void {
  const use = mdxRuleUse(chain, stepsLoaderName);
  const steps = (use.get('options') as StepsBeforeMdxCompileOptions | undefined)?.steps ?? [];
  const options: StepsBeforeMdxCompileOptions = { steps: [...steps, step] };
  use.loader(stepsLoader).options(options).after(mdxRule.compileLoader);
}

export interface StepsBeforeMdxCompileOptions {
  steps: readonly StepBeforeMdxCompile[];
}
