/**
 * Checks every Rspress internal the site depends on against the installed `@rspress/core`: the unexported modules
 * that the door's modules import (its browser half, this folder, and its build half, plugins/upstream/rspress), with
 * the names taken from them, and the private markup (shared/rspressMarkup.ts).
 * Run first when bumping Rspress; each failure names the version, the internal and where the site uses it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { listFiles } from '../../../shared/listFiles';
import { rspressMarkup, rspressTestMarkup } from '../../../shared/rspressMarkup';

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('@rspress/core/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
/** The door's two halves: the theme's (browser) and the build's (Node). */
const doorDirs = [import.meta.dirname, path.resolve(import.meta.dirname, '../../../plugins/upstream/rspress')];
const see = 'see theme/upstream/rspress, plugins/upstream/rspress and the upgrade checklist in CONTRIBUTING.md';

/** `[names, specifier, typeOnly]` of each `export {…} from` and `import '…'` of a door module. */
function deepImports(file: string): Array<{ names: string[]; specifier: string; typeOnly: boolean }> {
  const source = readFileSync(file, 'utf8');
  const reexports = [...source.matchAll(/export (type )?\{([^}]*)\} from '(@rspress\/core\/dist\/[^']+)'/g)].map(
    ([, type, names = '', specifier = '']) => ({
      names: names
        .split(',')
        // `name as alias`: the module exports `name`.
        .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
        .filter(Boolean),
      specifier,
      typeOnly: type !== undefined,
    }),
  );
  const others = [...source.matchAll(/(?:import\(|import )'(@rspress\/core\/dist\/[^']+)'/g)].map(
    ([, specifier = '']) => ({ names: [], specifier, typeOnly: false }),
  );
  return [...reexports, ...others];
}

const distFile = (specifier: string) => path.join(packageRoot, specifier.slice('@rspress/core/'.length));

describe(`the door to Rspress ${version}'s internals`, () => {
  // Every module of the door, so that one added beside index.ts, styles.ts and build.ts is checked too.
  const doorModules = doorDirs.flatMap((dir) =>
    listFiles(dir, (file) => /^[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'), { relative: true }).map((file) =>
      path.join(dir, file),
    ),
  );
  const imports = doorModules.flatMap(deepImports);

  it('reads the deep imports of the door modules', () => {
    expect(imports.length).toBeGreaterThan(5);
  });

  it.each(imports)('$specifier exists and exports $names', ({ names, specifier, typeOnly }) => {
    const file = distFile(specifier);
    if (!existsSync(file)) expect.fail(`Rspress ${version} moved or removed ${specifier}; ${see}.`);
    const declarations = typeOnly ? readFileSync(file.replace(/\.js$/, '.d.ts'), 'utf8') : readFileSync(file, 'utf8');
    for (const name of names) {
      const exported = new RegExp(
        `export (?:\\{[^}]*\\b${name}\\b[^}]*\\}|(?:declare )?(?:const|function|interface|type) ${name}\\b)`,
      );
      if (!exported.test(declarations))
        expect.fail(`Rspress ${version} no longer exports ${name} from ${specifier}; ${see}.`);
    }
  });

  it("passes the config's `markdown.shiki` options, a cache included, to the Shiki step build.ts exposes", () => {
    const options = readFileSync(distFile('@rspress/core/dist/node/mdx/options.js'), 'utf8');
    expect(options).toContain('createRehypeShikiOptions(showLineNumbers, defaultWrapCode, defaultCodeOverflow, shiki)');
    const shikiStep = readFileSync(distFile('@rspress/core/dist/node/mdx/rehypePlugins/shiki.js'), 'utf8');
    expect(shikiStep).toContain('...restOptions,');
  });

  it("highlights blocks as shikiOptions.ts's options do, for every choice of line numbers, wrapping and folding", async () => {
    const [{ default: rehypeShiki }, { toHast }, { createRehypeShikiOptions }, { shikiStepOptions }] =
      await Promise.all([
        import('@shikijs/rehype'),
        import('mdast-util-to-hast'),
        import('../../../plugins/upstream/rspress/build'),
        import('../../../plugins/upstream/rspress/shikiOptions'),
      ]);
    type ShikiOptions = ReturnType<typeof shikiStepOptions>;
    const blocks: { lang: string | null; meta: string | null; value: string }[] = [
      {
        lang: 'ts',
        meta: 'title="vihje.ts" {1}',
        value: "export const base = 'https://api.vihje.fi';\nconst limit = 10;",
      },
      { lang: 'json', meta: 'lineNumbers wrapCode', value: '{ "hits": [] }' },
      { lang: 'bash', meta: 'fold', value: 'curl -sS "$BASE/companies/search?q=kone"' },
      { lang: null, meta: null, value: 'plain text, in the default language' },
    ];
    const highlighted = async (options: ShikiOptions) => {
      const tree = { type: 'root', children: blocks.map((block) => toHast({ type: 'code', ...block })) };
      await (rehypeShiki.call(undefined as never, options) as (tree: unknown) => Promise<void>)(tree);
      return tree;
    };
    const choices: Parameters<typeof shikiStepOptions>[] = [
      [false, false],
      [true, true, { height: 120, behavior: 'fold' }],
      [false, true, { behavior: 'scroll' }],
    ];
    for (const choice of choices) {
      const rspress = createRehypeShikiOptions(...choice);
      expect(Object.keys(shikiStepOptions(...choice)).sort(), see).toEqual(Object.keys(rspress).sort());
      expect(await highlighted(shikiStepOptions(...choice)), see).toEqual(await highlighted(rspress));
    }
  });

  it("runs plugins' rehype steps after its Shiki step, and its `code` component renders a <code> with every prop", () => {
    // plugins/codeBlocksAsHtml replaces the <code> of each block Shiki highlighted with its HTML.
    const options = readFileSync(distFile('@rspress/core/dist/node/mdx/options.js'), 'utf8');
    const shikiStep = options.indexOf('createRehypeShikiOptions(showLineNumbers');
    expect(shikiStep).toBeGreaterThan(0);
    expect(options.indexOf('...rehypePluginsFromPlugins', shikiStep)).toBeGreaterThan(shikiStep);
    const code = readFileSync(distFile('@rspress/core/dist/theme/components/DocContent/docComponents/code.js'), 'utf8');
    expect(code).toMatch(/function Code\(props\) \{\s*return \/\*#__PURE__\*\/ jsx\("code", \{\s*\.\.\.props\s*\}\);/);
  });

  it('reads how many pages its static-site generation renders at once from the variable build.ts names', async () => {
    const { ssgConcurrencyVariable } = await import('../../../plugins/upstream/rspress/build');
    const ssgEnv = readFileSync(distFile('@rspress/core/dist/node/ssg/ssgEnv.js'), 'utf8');
    expect(ssgEnv).toContain(
      `process.env.${ssgConcurrencyVariable} ? Number.parseInt(process.env.${ssgConcurrencyVariable}, 10)`,
    );
    const renderPages = readFileSync(distFile('@rspress/core/dist/node/ssg/renderPages.js'), 'utf8');
    expect(renderPages).toContain('concurrency: SSGConcurrency()');
  });

  it('reads how many threads its page index computes pages in from the variable build.ts names', async () => {
    const { pageIndexThreadsVariable } = await import('../../../plugins/upstream/rspress/build');
    const extractPageData = readFileSync(distFile('@rspress/core/dist/node/route/extractPageData.js'), 'utf8');
    expect(extractPageData).toContain(`const configured = process.env.${pageIndexThreadsVariable};`);
  });

  it("renders in worker processes when the config handed to plugins' beforeBuild asks so, as build.ts's renderInWorkerProcesses does", async () => {
    const { renderInWorkerProcesses, ssgWorkerRecycleVariable, ssgWorkerRuntimeVariable } = await import(
      '../../../plugins/upstream/rspress/build'
    );
    vi.stubEnv(ssgWorkerRuntimeVariable, undefined);
    vi.stubEnv(ssgWorkerRecycleVariable, undefined);
    const config: { ssg?: unknown } = { ssg: true };
    try {
      renderInWorkerProcesses(config, 400_000_000);
      expect(config.ssg).toEqual({ experimentalWorker: true });
      expect(process.env[ssgWorkerRuntimeVariable]).toBe('child_process');
      expect(process.env[ssgWorkerRecycleVariable]).toBe('400000000');
    } finally {
      vi.unstubAllEnvs();
    }
    // beforeBuild gets the config the build then renders with, after the routes are made and before the bundlers run.
    const build = readFileSync(distFile('@rspress/core/dist/node/build.js'), 'utf8');
    expect(build).toMatch(
      /await pluginDriver\.routeGenerated\([\s\S]*await pluginDriver\.beforeBuild\(\);\s*const rsbuild = await initRsbuild\(docDirectory, \{\s*\.\.\.configResult,\s*content: modifiedConfig/,
    );
    const driver = readFileSync(distFile('@rspress/core/dist/node/PluginDriver.js'), 'utf8');
    expect(driver).toContain("this._runParallelAsyncHook('beforeBuild', this.#config || {}, this.#isProd)");
    expect(driver).toMatch(/this\.#config = config;\s*this\.haveNavSidebarConfig/);
    const renderPages = readFileSync(distFile('@rspress/core/dist/node/ssg/renderPages.js'), 'utf8');
    expect(renderPages).toContain('const ssg = config.ssg ?? true;');
    expect(renderPages).toContain("if ('object' == typeof ssg && ssg?.experimentalWorker && routes.length > 0) {");
    // The runtime is read from the variable and handed to Tinypool (patch 025).
    const ssgEnv = readFileSync(distFile('@rspress/core/dist/node/ssg/ssgEnv.js'), 'utf8');
    expect(ssgEnv).toContain(`const runtime = process.env.${ssgWorkerRuntimeVariable};`);
    expect(ssgEnv).toContain(
      `process.env.${ssgWorkerRecycleVariable} ? Number.parseInt(process.env.${ssgWorkerRecycleVariable}, 10)`,
    );
    expect(renderPages).toContain('maxMemoryLimitBeforeRecycle: SSGWorkerThreadRecyclerMaxMemory()');
    expect(renderPages).toMatch(/const runtime = SSGWorkerRuntime\(\);[\s\S]*new Tinypool\(\{[^}]*\bruntime,/);
  });

  it("asks the kept pages build.ts's keepPagesWith sets about each page before it renders it", async () => {
    const { keepPagesWith } = await import('../../../plugins/upstream/rspress/build');
    const keep = () => false;
    const config: { ssg?: unknown } = { ssg: { experimentalWorker: true } };
    keepPagesWith(config, keep);
    expect(config.ssg).toEqual({ experimentalWorker: true, experimentalKeptPages: { keep } });
    const renderPages = readFileSync(distFile('@rspress/core/dist/node/ssg/renderPages.js'), 'utf8');
    expect(renderPages).toContain("const keptPages = 'object' == typeof ssg ? ssg?.experimentalKeptPages : void 0;");
    expect(renderPages).toMatch(
      /if \(keptPages\.keep\(\{\s*routePath: route\.routePath,\s*pageKey,\s*file: resolveHtmlFilePath\(workerOutputDistPath, route\.routePath\)\s*\}\)\) kept\+\+;\s*else toRender\.push\(route\);/,
    );
  });

  it("asks the last bundle build.ts's reuseLastBundleWith sets before it runs the bundler, and hands it the server bundle", async () => {
    const { reuseLastBundleWith, serverBundleFolder } = await import('../../../plugins/upstream/rspress/build');
    const hooks = { reuse: async () => undefined, keep: async () => {} };
    const config: { ssg?: unknown } = { ssg: { experimentalWorker: true } };
    reuseLastBundleWith(config, hooks);
    expect(config.ssg).toEqual({ experimentalWorker: true, experimentalLastBundle: hooks });
    const build = readFileSync(distFile('@rspress/core/dist/node/build.js'), 'utf8');
    expect(build).toMatch(
      /const reused = lastBundle \? await lastBundle\.reuse\(\{\s*rsbuild,\s*runtimeModuleCodes\s*\}\) : void 0;\s*if \(reused\) \{/,
    );
    expect(build).toMatch(
      /await copyLastSearchIndexFiles\(reused\.distPath\);\s*prepareRender\(\{[^}]*bundle: reused\.bundle\s*\}\);\s*\} else await rsbuild\.build\(\);\s*await renderPreparedPages\(\);/,
    );
    const ssg = readFileSync(distFile('@rspress/core/dist/node/ssg/rsbuildPluginSSG.js'), 'utf8');
    expect(ssg).toContain('if (lastBundle) await lastBundle.keep(bundle);');
    // The server bundle's folder, and a route's chunk named `<folder>/<chunk name>.cjs` in it.
    const constants = readFileSync(distFile('@rspress/core/dist/node/constants.js'), 'utf8');
    expect(constants).toContain(`const NODE_SSG_BUNDLE_FOLDER = '${serverBundleFolder}';`);
    const initRsbuild = readFileSync(distFile('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(initRsbuild).toContain(['chain.output.chunkFilename(`$', '{NODE_SSG_BUNDLE_FOLDER}/[name].cjs`);'].join(''));
    expect(readFileSync(distFile('@rspress/core/dist/node/route/RouteService.js'), 'utf8')).toContain(
      'const chunkName = getRouteChunkName(route);',
    );
  });

  it("leaves the search indexes' hashes out of a production build's page data when build.ts's variable says so", async () => {
    const { searchIndexHashInPageDataVariable } = await import('../../../plugins/upstream/rspress/build');
    const pageData = readFileSync(distFile('@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js'), 'utf8');
    expect(pageData).toContain(
      `const indexHashInPageData = ()=>!isProduction() || 'false' !== process.env.${searchIndexHashInPageDataVariable};`,
    );
    expect(pageData).toContain(
      [
        'export const searchIndexHash = $',
        '{JSON.stringify(indexHashInPageData() ? ref.indexHashByGroup : {}, null, 2)};',
      ].join(''),
    );
  });

  it('reads the size of its route table sections from the variable build.ts names', async () => {
    const { routeSectionSizeVariable } = await import('../../../plugins/upstream/rspress/build');
    const routeService = readFileSync(distFile('@rspress/core/dist/node/route/RouteService.js'), 'utf8');
    expect(routeService).toContain(`const size = Number(process.env.${routeSectionSizeVariable});`);
    // plugins/upstream/rspress/build.ts's routeTableInSections asks the route service for its sections.
    expect(routeService).toMatch(/\bgetRouteSections\(\) \{/);
  });

  it('turns its persistent cache off by the variable build.ts names, and keeps its generated modules where build.ts says', async () => {
    const { persistentCacheVariable, buildStateEntries } = await import('../../../plugins/upstream/rspress/build');
    const initRsbuild = readFileSync(distFile('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(initRsbuild).toContain(`'false' !== process.env.${persistentCacheVariable} ? {`);
    // `@rspress/shared`, the package beside this one that Rspress's build and runtime share.
    const shared = readFileSync(path.join(packageRoot, '..', 'shared', 'dist', 'index.js'), 'utf8');
    expect(shared).toContain(`const RSPRESS_TEMP_DIR = '${buildStateEntries[0]}';`);
  });

  it("makes the environments build.ts names, the server's waiting for the browser's HTML template", async () => {
    const { environmentNames } = await import('../../../plugins/upstream/rspress/build');
    const initRsbuild = readFileSync(distFile('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(initRsbuild).toMatch(new RegExp(`environments: \\{\\s*${environmentNames.browser}: \\{`));
    expect(initRsbuild).toMatch(new RegExp(`\\? \\{\\s*${environmentNames.server}: \\{`));
    const ssg = readFileSync(distFile('@rspress/core/dist/node/ssg/rsbuildPluginSSG.js'), 'utf8');
    expect(ssg).toMatch(
      new RegExp(`environments: \\[\\s*'${environmentNames.server}'\\s*\\][\\s\\S]*await indexHtmlEmittedInWeb;`),
    );
  });

  it("compiles pages by the rule, branch and loader build.ts's addLoaderAfterMdxCompile names, the SWC transform after the compile", async () => {
    const { mdxRule } = await import('../../../plugins/upstream/rspress/build');
    const initRsbuild = readFileSync(distFile('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(initRsbuild).toContain(`chain.module.rule('${mdxRule.rule}').test(MDX_OR_MD_REGEXP)`);
    expect(initRsbuild).toContain(
      `.oneOf('${mdxRule.oneOf}').type("javascript/auto").use('builtin:swc-loader').loader('builtin:swc-loader').options(swcLoaderOptions).end().use('${mdxRule.compileLoader}')`,
    );
  });

  it("places build.ts's loader after the MDX compile's and its steps before it: the steps run first, in the order added, in one loader", async () => {
    const { addLoaderAfterMdxCompile, addStepBeforeMdxCompile, mdxRule } = await import(
      '../../../plugins/upstream/rspress/build'
    );
    const { default: stepsBeforeMdxCompile } = await import('../../../plugins/upstream/rspress/stepsBeforeMdxCompile');
    const { createRsbuild } = await import('@rsbuild/core');
    const rsbuild = await createRsbuild({
      cwd: import.meta.dirname,
      rsbuildConfig: {
        tools: {
          bundlerChain: (chain) => {
            // The rule as Rspress's initRsbuild.js makes it (the test above checks its text).
            chain.module
              .rule(mdxRule.rule)
              .test(/\.mdx?$/)
              .oneOf(mdxRule.oneOf)
              .use('builtin:swc-loader')
              .loader('builtin:swc-loader')
              .end()
              .use(mdxRule.compileLoader)
              .loader('mdx-loader.js');
            addLoaderAfterMdxCompile(chain, 'after', 'after.js', {});
            addStepBeforeMdxCompile(chain, (source, page) => `${source} first(${path.basename(page.resourcePath)})`);
            addStepBeforeMdxCompile(chain, async (source, page) => {
              page.addDependency('tables.ts');
              return `${source} second`;
            });
            addStepBeforeMdxCompile(chain, (source) => `${source} third`);
          },
        },
      },
    });
    const [config] = await rsbuild.initConfigs();
    const rules = (config?.module?.rules ?? []) as Array<{
      oneOf?: Array<{ use?: Array<{ loader: string; options?: unknown }> }>;
    }>;
    const uses = rules.flatMap((rule) => rule.oneOf ?? []).find((branch) => branch.use?.length === 4)?.use ?? [];
    // A rule's loaders run from last to first.
    expect(uses.map((use) => path.basename(use.loader))).toEqual([
      'builtin:swc-loader',
      'after.js',
      'mdx-loader.js',
      'stepsBeforeMdxCompile.ts',
    ]);

    // The steps' loader, as Rspack calls it: the three steps in turn, the one that waits answered through `async`.
    const dependencies: string[] = [];
    const answer = await new Promise<unknown>((resolve, reject) => {
      const returned = stepsBeforeMdxCompile.call(
        {
          getOptions: () => uses[3]?.options,
          resourcePath: '/site/docs/page.mdx',
          addDependency: (file: string) => dependencies.push(file),
          async: () => (error: Error | null, result?: string) => (error ? reject(error) : resolve(result)),
        } as never,
        'Text',
      );
      if (returned !== undefined) resolve(returned);
    });
    expect(answer).toBe('Text first(page.mdx) second third');
    expect(dependencies).toEqual(['tables.ts']);
  }, 30_000); // Rsbuild's set-up: seconds on a busy machine.

  it("hands its parser a page's text as plugins/parseAhead's worker prepares it, with the processor of build.ts's createMDXOptions, less GFM's autolink literals where the worker leaves them out", () => {
    const processor = readFileSync(distFile('@rspress/core/dist/node/mdx/processor.js'), 'utf8');
    expect(processor).toContain('const mdxOptions = await createMDXOptions({');
    expect(processor).toContain('loadFrontMatter(source, filepath, docDirectory, true);');
    expect(processor).toContain('const replacedSource = applyReplaceRules(emptyLinesSource, replaceRules);');
    expect(processor).toContain('const preprocessedContent = escapeMarkdownHeadingIds(replacedSource);');
    // Patch 039: the worker's choice of parser, made on the same text.
    expect(processor).toMatch(
      /const compiler = createProcessor\(autolinkLiteralsIfNeeded\(mdxOptions, mayHoldAutolinkLiteral\(preprocessedContent\)\)\);/,
    );
    expect(processor).toMatch(/compiler\.process\(\{\s*value: preprocessedContent,/);
  });

  it("parses a text that holds no `@`, `www.` or `http(s)://` to the same tree without GFM's autolink literals, as build.ts's autolinkLiteralsIfNeeded makes its options", async () => {
    const { autolinkLiteralsIfNeeded, mayHoldAutolinkLiteral } = await import(
      '../../../plugins/upstream/rspress/build.ts'
    );
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkGfm } = await import('remark-gfm');
    const options = { remarkPlugins: [remarkGfm], format: 'md' as const };
    expect(autolinkLiteralsIfNeeded(options, true)).toBe(options);
    const optionsWithout = autolinkLiteralsIfNeeded(options, false);
    expect(optionsWithout.format).toBe('md');
    const full = unified().use(remarkParse).use(options.remarkPlugins);
    const without = unified()
      .use(remarkParse)
      .use(optionsWithout.remarkPlugins ?? []);
    // Every construct of GFM but its autolink literals, emphasis inside words, a heading id, an ordinary link.
    const plain = [
      '# Postal codes {#postal-codes}',
      '',
      'Text with **strong**, _emphasis_, snake_case_name, a*b*c, ~~struck~~, `code`, [a link](/docs "Docs").',
      '',
      '| code | name |',
      '| :--- | ---: |',
      '| 00100 | Helsinki |',
      '',
      '- [x] done',
      '- [ ] open',
      '',
      'A footnote[^1].',
      '',
      '[^1]: The note.',
    ].join('\n');
    expect(mayHoldAutolinkLiteral(plain)).toBe(false);
    expect(without.parse(plain)).toEqual(full.parse(plain));
    // Each kind of autolink literal marks its text, and the parser without them leaves it text.
    const bare = ['Mail info@vihje.fi', 'see www.vihje.fi', 'or HTTPS://vihje.fi/docs'];
    for (const text of bare) {
      expect(mayHoldAutolinkLiteral(text), text).toBe(true);
      expect(JSON.stringify(full.parse(text)), text).toContain('"type":"link"');
      expect(JSON.stringify(without.parse(text)), text).not.toContain('"type":"link"');
    }
  });

  it('names its virtual modules under the folder build.ts says', async () => {
    const { virtualModulesDir } = await import('../../../plugins/upstream/rspress/build');
    const initRsbuild = readFileSync(distFile('@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    expect(initRsbuild).toContain(`tempDir: '${virtualModulesDir}/runtime',`);
  });

  it('imports the search provider that plugins/splitSearch swaps, with the exports and text normalisation it copies', async () => {
    const { searchProviderModule } = await import('../../../plugins/upstream/rspress/build');
    const providerFile = distFile('@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js');
    expect(providerFile).toMatch(searchProviderModule);
    const provider = readFileSync(providerFile, 'utf8');
    expect(provider).toContain('export { LocalProvider, getSearchIndexURL };');
    // The URL of a group's index: the stem `indexFileStem` rebuilds, keyed by `<version>###<lang>`.
    expect(provider).toMatch(/const searchIndexGroupID = `\$\{version \?\? ''\}###\$\{lang \?\? ''\}`;/);
    expect(provider).toMatch(
      /\/static\/\$\{SEARCH_INDEX_NAME\}\$\{searchIndexVersion\}\$\{searchIndexLang\}\.\$\{searchIndexHashValue\}\.json`/,
    );
    expect(provider).toMatch(/const searchIndexVersion = version \? `\.\$\{version\.replace\('\.', '_'\)\}` : '';/);
    expect(provider).toMatch(/const searchIndexLang = lang \? `\.\$\{lang\}` : '';/);
    const searchDir = distFile('@rspress/core/dist/theme/components/Search');
    expect(readFileSync(path.join(searchDir, 'logic/search.js'), 'utf8')).toContain(
      'import { LocalProvider } from "./providers/LocalProvider.js";',
    );
    expect(readFileSync(path.join(searchDir, 'useSearchPanel.js'), 'utf8')).toContain(
      'import { getSearchIndexURL } from "./logic/providers/LocalProvider.js";',
    );
    // What the panel does with a provider's answer: the hits of the index named `default`, matched `limit` per field.
    const panelSearch = readFileSync(path.join(searchDir, 'logic/search.js'), 'utf8');
    expect(panelSearch).toContain('async match(keyword, limit = 7)');
    const { LOCAL_INDEX } = await import(path.join(searchDir, 'logic/Provider.js'));
    expect(LOCAL_INDEX).toBe('default');
    const { normalizeTextCase } = await import(path.join(searchDir, 'logic/util.js'));
    const { normalizeText } = await import('../../../plugins/splitSearch/normalizeText.ts');
    for (const text of ['Hämeenlinna', 'Y-TUNNUS', 'Ærø Škoda', 'Москва Ёж', 'カタカナ ガ', '한국어', 'Crème brûlée']) {
      expect(normalizeText(text), text).toBe(normalizeTextCase(text));
    }
  });

  it("reads the sidebars from its site data module at each render, where siteData.ts's addSectionSidebar adds one", () => {
    const runtime = (file: string) => readFileSync(distFile(`@rspress/core/dist/runtime/hooks/${file}`), 'utf8');
    // useSite() hands out the module's object itself, not a copy made once.
    expect(runtime('useSite.js')).toMatch(
      /import virtual_site_data from "virtual-site-data";\s*function useSite\(\) \{\s*return \{\s*site: virtual_site_data\s*\};/,
    );
    // The sidebars are read from it at each call, and useSidebar's memo is keyed by the sidebars object.
    const localeSiteData = runtime('useLocaleSiteData.js');
    expect(localeSiteData).toMatch(
      /const \{ site \} = useSite\(\);\s*const lang = useLang\(\);\s*const themeConfig = site\?\.themeConfig/,
    );
    expect(localeSiteData).toContain('sidebar: themeConfig.sidebar');
    expect(runtime('useSidebar.js')).toMatch(
      /const \{ sidebar \} = useLocaleSiteData\(\);[\s\S]*getSidebarDataGroup\(sidebar, pathname\), \[\s*sidebar,\s*pathname\s*\]/,
    );
  });

  it("keeps each page's meta where plugins/upstream/rspress/pageMeta.ts's compilingPageMeta reads it, and merges it into the open page's data", () => {
    const processor = readFileSync(distFile('@rspress/core/dist/node/mdx/processor.js'), 'utf8');
    // Set before the page is processed (with its front matter), read back after, and written into its module.
    expect(processor).toMatch(
      /compiler\.data\('pageMeta', \{[^}]*frontmatter\s*\}\);\s*const vFile = await compiler\.process/,
    );
    expect(processor).toContain("const compilationMeta = compiler.data('pageMeta');");
    expect(processor).toMatch(/pageMeta = \{\s*\.\.\.compilationMeta,/);
    expect(processor).toContain('MDXContent.__RSPRESS_PAGE_META["${');
    // At run time: the module's meta first, then the page index's entry, then the meta's title, front matter, TOC.
    const initPageData = readFileSync(distFile('@rspress/core/dist/runtime/initPageData.js'), 'utf8');
    expect(initPageData).toContain('const meta = mod.default.__RSPRESS_PAGE_META?.[encodedPagePath] || {};');
    expect(initPageData).toMatch(/\.\.\.rest,\s*pagePath,\s*\.\.\.extractPageInfo,/);
  });

  // Each whitespace-separated word of each string literal of dist's JS: a class, id or key as Rspress writes it
  // (`clsx('a', open && 'a--open')`, `"a b"`, `{ 'a--active': active }`), never a part of a longer name.
  const writtenNames = new Set(
    listFiles(path.join(packageRoot, 'dist'), (file) => file.endsWith('.js')).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g),
      ].flatMap((match) => (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)),
    ),
  );

  it('reads the names in the string literals of dist, whole: a part of a longer name is not one', () => {
    expect(writtenNames.size).toBeGreaterThan(1000);
    expect(writtenNames.has(rspressMarkup.sidebarOpenClass)).toBe(true);
    expect(writtenNames.has(rspressMarkup.sidebarOpenClass.slice(0, -1))).toBe(false);
  });

  it.each(Object.entries({ ...rspressMarkup, ...rspressTestMarkup }))(
    'still renders or writes %s "%s" as a whole name',
    (key, value) => {
      if (!writtenNames.has(value)) {
        expect.fail(`Rspress ${version} no longer uses "${value}" (${key} in shared/rspressMarkup.ts); ${see}.`);
      }
    },
  );
});
