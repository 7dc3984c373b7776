import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../temporaryFolder';

// The route table's chunks read from the browser's compilation as it emits, and kept for the server's render
// (patches/@rspress+core+2.0.22+034+route-chunk-manifest-at-emit.patch), in a real Rspack build whose compiler is
// released when it closes (patches/@rspack+core+2.3.2+002+compiler-released-on-close.patch); a route's chunks are the
// chunks loaded with its own (patches/@rspress+core+2.0.22+036+route-preloads-chunks-loaded-together.patch).

const moduleFile = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/dist/node/route/routeChunkAssets.js',
);

interface Route {
  routePath: string;
  relativePath: string;
}

interface RouteChunkAssets {
  RouteChunkAssetsPlugin: new (routeService: {
    getRoutes(): Route[];
    getRouteSections(): undefined;
  }) => { apply(compiler: unknown): void; getManifest(): { assetPrefix: string; assets: Record<string, string[]> } };
  getRouteChunkName(route: Route): string;
}

const { RouteChunkAssetsPlugin, getRouteChunkName } = (await import(
  pathToFileURL(moduleFile).href
)) as RouteChunkAssets;

/** Two routes, each a page module its entry loads lazily under the route's chunk name. */
const routes: Route[] = [
  { routePath: '/guide', relativePath: 'guide.md' },
  { routePath: '/faq', relativePath: 'faq.md' },
];

/**
 * A real Rspack production build of an entry that imports `entryImports` and loads each route's page (`page`, its
 * text) lazily, with the route table's chunks plugin; the plugin's manifest once the compiler has closed.
 */
async function manifestOfBuild({
  page,
  entryImports = '',
  files = {},
  splitChunks,
  releaseOnClose = false,
}: {
  page: string;
  entryImports?: string;
  files?: Record<string, string>;
  splitChunks?: Rspack.OptimizationSplitChunksOptions;
  releaseOnClose?: boolean;
}) {
  const dir = temporaryFolder('vihje-route-chunk-manifest-');
  const imports = routes.map(
    (route) => `import(/* webpackChunkName: "${getRouteChunkName(route)}" */ './${route.relativePath}.js');`,
  );
  writeFileSync(path.join(dir, 'index.js'), `${entryImports}${imports.join('\n')}\n`);
  for (const route of routes) writeFileSync(path.join(dir, `${route.relativePath}.js`), page);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const plugin = new RouteChunkAssetsPlugin({ getRoutes: () => routes, getRouteSections: () => undefined });
  const compiler = rspack({
    context: dir,
    mode: 'production',
    devtool: false,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: 'static/[name].[contenthash:8].js' },
    optimization: { minimize: false, ...(splitChunks ? { splitChunks } : {}) },
    plugins: [plugin],
  });
  compiler.releaseOnClose = releaseOnClose;
  await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
  await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
  return plugin.getManifest();
}

/** The pattern of a route's own chunk file. */
const ownChunk = (route: Route) => expect.stringMatching(`^static/${getRouteChunkName(route)}\\.[0-9a-f]{8}\\.js$`);

describe("the route table's chunks", () => {
  it("are read as the browser's compilation emits, so a compiler released after its run still answers", async () => {
    const { assetPrefix, assets } = await manifestOfBuild({ page: 'export default 1;\n', releaseOnClose: true });
    expect(assetPrefix).toBe('/');
    expect(Object.keys(assets).sort()).toEqual(['/faq', '/guide']);
    for (const route of routes) expect(assets[route.routePath]).toEqual([ownChunk(route)]);
  }, 60_000);

  it("are, for a route, its own chunk and the chunks loaded with it (a module split out of it), not the entry's", async () => {
    // The entry's styles and the routes' in one chunk (as Rspress's `styles` group puts every style): the page's
    // scripts load it already.
    const { assets } = await manifestOfBuild({
      page: "import './page-styles.js';\nimport './sidebar.js';\nexport default 1;\n",
      entryImports: "import './site-styles.js';\n",
      files: {
        'site-styles.js': "globalThis.site = 'styles';\n",
        'page-styles.js': "globalThis.page = 'styles';\n",
        'sidebar.js': "globalThis.sidebar = ['guide', 'faq'];\n",
      },
      splitChunks: {
        cacheGroups: {
          styles: { test: /-styles\.js$/, chunks: 'all', enforce: true, name: 'styles' },
          sidebar: { test: /sidebar\.js$/, chunks: 'async', enforce: true, name: 'sidebar' },
        },
      },
    });
    for (const route of routes) {
      expect(assets[route.routePath]).toEqual([
        ownChunk(route),
        expect.stringMatching(/^static\/sidebar\.[0-9a-f]{8}\.js$/),
      ]);
    }
  }, 60_000);

  it('are read only when asked for in a compiler that watches (the dev server), not at each of its emits', async () => {
    const plugin = new RouteChunkAssetsPlugin({ getRoutes: () => routes, getRouteSections: () => undefined });
    let reads = 0;
    const compilation = {
      outputOptions: { publicPath: '/' },
      get namedChunks() {
        reads += 1;
        return new Map();
      },
    };
    let started: (made: unknown) => void = () => {};
    let emitted: (made: unknown) => void = () => {};
    plugin.apply({
      watchMode: true,
      hooks: {
        thisCompilation: { tap: (_name: string, tapped: typeof started) => (started = tapped) },
        afterEmit: { tap: (_name: string, tapped: typeof emitted) => (emitted = tapped) },
      },
    });
    started(compilation);
    emitted(compilation);
    expect(reads).toBe(0);
    plugin.getManifest();
    expect(reads).toBe(1);
  });
});
