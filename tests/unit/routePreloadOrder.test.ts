import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The order of a page's preload links (patches/@rspress+core+2.0.22+012+route-preload-order.patch): fixed, its
// section's chunk first, whatever order Rspack reports the chunks in.

const pluginFile = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/dist/node/route/routeChunkAssets.js',
);

interface Chunk {
  name: string;
  files: Set<string>;
}
type ChunkAssetHook = (chunk: Chunk) => void;

/** The plugin's manifest after a compilation that reported `chunks` in that order. */
async function manifestAfter(chunks: Chunk[]): Promise<Record<string, string[]>> {
  const { RouteChunkAssetsPlugin, getRouteChunkName } = (await import(pathToFileURL(pluginFile).href)) as {
    RouteChunkAssetsPlugin: new (
      routeService: unknown,
    ) => { apply(compiler: unknown): void; getManifest(): { assets: Record<string, string[]> } };
    getRouteChunkName(route: { relativePath: string }): string;
  };
  const route = { routePath: '/guide', relativePath: 'guides/guide.md' };
  const routeService = { getRoutes: () => [route], getRouteSections: () => [{ routes: [route] }] };
  const plugin = new RouteChunkAssetsPlugin(routeService);
  let onChunkAsset: ChunkAssetHook = () => {};
  plugin.apply({
    hooks: {
      thisCompilation: {
        tap: (_name: string, start: (compilation: unknown) => void) =>
          start({
            outputOptions: { publicPath: '/' },
            hooks: { chunkAsset: { tap: (_plugin: string, hook: ChunkAssetHook) => (onChunkAsset = hook) } },
          }),
      },
    },
  });
  const named = chunks.map((chunk) => (chunk.name === 'route' ? { ...chunk, name: getRouteChunkName(route) } : chunk));
  for (const chunk of named) onChunkAsset(chunk);
  return plugin.getManifest().assets;
}

describe("a page's preload links", () => {
  const section = { name: 'route-section-0', files: new Set(['static/js/async/section.js']) };
  const page = { name: 'route', files: new Set(['static/js/async/page.js', 'static/js/async/page.js.map']) };

  it("list the section's chunk first, then the page's, in whichever order Rspack reported them", async () => {
    const expected = ['static/js/async/section.js', 'static/js/async/page.js'];
    expect((await manifestAfter([section, page]))['/guide']).toEqual(expected);
    expect((await manifestAfter([page, section]))['/guide']).toEqual(expected);
  });
});
