import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// A page's preload links: its route's chunks found by name once the compilation is done
// (patches/@rspress+core+2.0.22+013+route-chunks-by-name.patch), in a fixed order, its section's chunk first
// (patches/@rspress+core+2.0.22+012+route-preload-order.patch), the routes' chunk names worked out once for the
// route service's life (patches/@rspress+core+2.0.22+019+route-chunk-names-once.patch).

const pluginFile = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/dist/node/route/routeChunkAssets.js',
);

interface Chunk {
  name: string;
  files: Set<string>;
  /** The chunk groups it is in, each with the chunks loaded together (none here but the chunk itself). */
  groupsIterable: Set<{ chunks: Chunk[] }>;
  /** Whether an entry loads it (none here does). */
  canBeInitial(): boolean;
}

/** A chunk of `name` and `files` loaded on its own: the one group it is in holds only it. */
function loadedAlone({ name, files }: Pick<Chunk, 'name' | 'files'>): Chunk {
  const chunk: Chunk = { name, files, groupsIterable: new Set(), canBeInitial: () => false };
  chunk.groupsIterable.add({ chunks: [chunk] });
  return chunk;
}

const chunkOf = (name: string, files: string[]): Chunk => loadedAlone({ name, files: new Set(files) });

/** The patched module's plugin class and chunk-name function. */
const loadPlugin = async () =>
  (await import(pathToFileURL(pluginFile).href)) as {
    RouteChunkAssetsPlugin: new (
      routeService: unknown,
    ) => { apply(compiler: unknown): void; getManifest(): { assets: Record<string, string[]> } };
    getRouteChunkName(route: { relativePath: string }): string;
  };

/**
 * The plugin's manifest for a compilation whose named chunks are `chunks`, in that order. The compilation has no
 * hooks: a plugin that tapped one, to be called for each chunk written, fails here.
 */
async function manifestAfter(chunks: Chunk[], afterStart: () => void = () => {}): Promise<Record<string, string[]>> {
  const { RouteChunkAssetsPlugin, getRouteChunkName } = await loadPlugin();
  const route = { routePath: '/guide', relativePath: 'guides/guide.md' };
  const routeService = { getRoutes: () => [route], getRouteSections: () => [{ routes: [route] }] };
  const plugin = new RouteChunkAssetsPlugin(routeService);
  // The page's chunk under the route's chunk name, its files the same set (a test adds to them later).
  const named = chunks.map((chunk) =>
    chunk.name === 'route' ? loadedAlone({ name: getRouteChunkName(route), files: chunk.files }) : chunk,
  );
  plugin.apply({
    hooks: {
      // Not called: the manifest is read from the compilation when asked (patch 034 reads it at the emit too).
      afterEmit: { tap: () => {} },
      thisCompilation: {
        tap: (_name: string, start: (compilation: unknown) => void) =>
          start({
            outputOptions: { publicPath: '/' },
            namedChunks: new Map(named.map((chunk) => [chunk.name, chunk])),
          }),
      },
    },
  });
  afterStart();
  return plugin.getManifest().assets;
}

describe("a page's preload links", () => {
  const section = chunkOf('route-section-0', ['static/js/async/section.js']);
  const page = chunkOf('route', ['static/js/async/page.js', 'static/js/async/page.js.map']);

  it("list the section's chunk first, then the page's, in whichever order the compilation lists them", async () => {
    const expected = ['static/js/async/section.js', 'static/js/async/page.js'];
    expect((await manifestAfter([section, page]))['/guide']).toEqual(expected);
    expect((await manifestAfter([page, section]))['/guide']).toEqual(expected);
  });

  it('list the files a chunk has when the compilation is done, and no chunk of another name', async () => {
    const late = chunkOf('route', []);
    const other = chunkOf('lib-react', ['static/js/lib-react.js']);
    const manifest = await manifestAfter([other, late], () => late.files.add('static/js/async/late.js'));
    expect(manifest['/guide']).toEqual(['static/js/async/late.js']);
  });
});

describe('the dev server’s compiles', () => {
  it("find each route's chunks in the latest compilation, the routes' chunk names worked out once", async () => {
    const { RouteChunkAssetsPlugin, getRouteChunkName } = await loadPlugin();
    const route = { routePath: '/guide', relativePath: 'guides/guide.md' };
    let routesAsked = 0;
    const routeService = {
      getRoutes: () => {
        routesAsked += 1;
        return [route];
      },
      getRouteSections: () => undefined,
    };
    const plugin = new RouteChunkAssetsPlugin(routeService);
    let start: (compilation: unknown) => void = () => {};
    plugin.apply({
      hooks: {
        afterEmit: { tap: () => {} },
        thisCompilation: { tap: (_name: string, tapped: typeof start) => (start = tapped) },
      },
    });
    const compilation = (file: string) => ({
      outputOptions: { publicPath: '/' },
      namedChunks: new Map([[getRouteChunkName(route), chunkOf(getRouteChunkName(route), [file])]]),
    });
    start(compilation('static/js/async/first.js'));
    start(compilation('static/js/async/second.js'));
    expect(plugin.getManifest().assets['/guide']).toEqual(['static/js/async/second.js']);
    expect(routesAsked).toBe(1);
  });
});
