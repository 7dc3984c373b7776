import { readFileSync, statSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { pluginVirtualModule } from 'rsbuild-plugin-virtual-module';
import { type LoadedOpenApi, loadOpenApi } from './loadOpenApi';

/** Where the description is published, beside the `/api` page. */
export const openApiAssets = { json: 'api/openapi.json', yaml: 'api/openapi.yaml' } as const;

/** The virtual module the `/api` page imports: title, version and operations, no schemas. */
export const openApiSummaryModule = 'virtual-openapi-summary';

/** Loads the description once per change of the file (dev rebuilds call in often). */
function cachedLoader(file: string): () => Promise<LoadedOpenApi> {
  let cached: { mtimeMs: number; loaded: Promise<LoadedOpenApi> } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, loaded: loadOpenApi(file) };
    return cached.loaded;
  };
}

/** Emits the description as JSON (converted) and YAML (as written) into the web build, in dev and production. */
function openApiAssetsPlugin(file: string, load: () => Promise<LoadedOpenApi>): RsbuildPlugin {
  return {
    name: 'vihje:openapi-assets',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        compilation.fileDependencies.add(file);
        const { document } = await load();
        compilation.emitAsset(openApiAssets.json, new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
        compilation.emitAsset(openApiAssets.yaml, new sources.RawSource(readFileSync(file, 'utf8')));
      });
    },
  };
}

/**
 * Publishes `openapi/openapi.yaml` at `/api/openapi.json` and `/api/openapi.yaml` and gives the `/api` page its
 * summary. An invalid description stops the build before anything is compiled.
 */
export function pluginOpenApi({ file }: { file: string }): RspressPlugin {
  const load = cachedLoader(file);
  return {
    name: 'vihje-openapi',
    async beforeBuild() {
      await load();
    },
    builderConfig: {
      plugins: [
        pluginVirtualModule({
          tempDir: '.rspress/vihje-virtual',
          virtualModules: {
            [openApiSummaryModule]: async ({ addDependency }) => {
              addDependency(file);
              const { summary } = await load();
              return `export default ${JSON.stringify(summary)};`;
            },
          },
        }),
        openApiAssetsPlugin(file, load),
      ],
    },
  };
}
