import { readFileSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { PageIndexInfo } from '@rspress/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import { pluginVirtualModule } from 'rsbuild-plugin-virtual-module';
import { referenceMarkdown } from '#theme/components/ApiReference/referenceMarkdown.ts';
import { scalarIds } from '../../shared/apiAnchors.ts';
import { openApiUrls } from '../../shared/apiUrls.ts';
import type { ComponentMarkdown } from '../../shared/componentMarkdown.ts';
import { whileUnchanged } from '../../shared/whileUnchanged.ts';
import { contentCache } from '../contentCache.ts';
import type { TwinContribution } from '../markdownTwins/mergeTwinContributions.ts';
import { virtualModulesDir } from '../upstream/rspress/build.ts';
import { loadOpenApiCached } from './loadCache.ts';
import type { LoadedOpenApi, OpenApiSummary, OperationSummary } from './loadOpenApi.ts';

/** The virtual module the `/api` page imports: the reference it pre-renders (`ApiReferenceData`). */
export const openApiReferenceModule = 'virtual-openapi-reference';

/** The `/api` anchor Scalar gives an operation: `{slug}/tag/{tag-slug}/{METHOD}{path}`. */
export function operationAnchor(operation: OperationSummary): string {
  return scalarIds.operation(operation.tag || undefined, operation.method, operation.path);
}

/**
 * Makes each operation a heading of the `/api` page in the search index, linking to Scalar's element for it, so
 * searching "postal code" also finds the operation in the reference. The page's content gains each operation's
 * method, path, summary and description.
 */
export function addOperationsToSearch(
  page: PageIndexInfo,
  document: OpenAPIV3_1.Document,
  summary: OpenApiSummary,
): void {
  let content = page.content;
  const toc = summary.operations.map((operation) => {
    const text = `${operation.summary} (${operation.method} ${operation.path})`;
    const description = document.paths?.[operation.path]?.[operation.method.toLowerCase() as 'get']?.description ?? '';
    const charIndex = content.length + 1;
    content += `\n${text}\n${operation.tag}. ${description}\n`;
    return { id: operationAnchor(operation), text, depth: 2, charIndex };
  });
  page.toc = [...page.toc, ...toc];
  page.content = content;
}

/** Loads the description once per change of the file (dev rebuilds call in often), from disk when unchanged. */
function cachedLoader(file: string): () => Promise<LoadedOpenApi> {
  const cache = contentCache('vihje-openapi');
  return whileUnchanged(
    () => [file],
    () => loadOpenApiCached(file, cache),
  );
}

/** Emits the description as JSON (converted) and YAML (as written) into the web build, in dev and production. */
function openApiAssetsPlugin(file: string, load: () => Promise<LoadedOpenApi>): RsbuildPlugin {
  return {
    name: 'vihje:openapi-assets',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        compilation.fileDependencies.add(file);
        const { document } = await load();
        compilation.emitAsset(
          openApiUrls.json.slice(1),
          new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`),
        );
        compilation.emitAsset(openApiUrls.yaml.slice(1), new sources.RawSource(readFileSync(file, 'utf8')));
      });
    },
  };
}

/**
 * Publishes `openapi/openapi.yaml` at `/api/openapi.json` and `/api/openapi.yaml` and gives the `/api` page the
 * reference it pre-renders. An invalid description stops the build before anything is compiled.
 */
export function pluginOpenApi({ file }: { file: string }): RspressPlugin & {
  twin: TwinContribution;
  operationAnchors: () => Promise<ReadonlyMap<string, string>>;
} {
  const load = cachedLoader(file);
  let loaded: LoadedOpenApi | undefined;
  const apiReferenceMarkdown: ComponentMarkdown = () => {
    if (!loaded) throw new Error(`${file}: the API description was not loaded before the .md twins were written`);
    return referenceMarkdown(loaded.reference, openApiUrls);
  };
  return {
    name: 'vihje-openapi',
    twin: { components: { ApiReference: apiReferenceMarkdown } },
    /** `GET /companies/search` → the operation's `/api` element id, for pages that link operations (the changelog). */
    async operationAnchors() {
      const { summary } = await load();
      return new Map(
        summary.operations.map((operation) => [`${operation.method} ${operation.path}`, operationAnchor(operation)]),
      );
    },
    async beforeBuild() {
      loaded = await load();
    },
    async modifySearchIndexData(pages) {
      const apiPage = pages.find((page) => page.routePath === '/api');
      if (!apiPage) throw new Error('plugins/openapi: there is no /api page to list the operations on (docs/api.mdx).');
      const { document, summary } = await load();
      addOperationsToSearch(apiPage, document, summary);
    },
    builderConfig: {
      plugins: [
        pluginVirtualModule({
          tempDir: `${virtualModulesDir}/vihje-virtual`,
          virtualModules: {
            [openApiReferenceModule]: async ({ addDependency }) => {
              addDependency(file);
              const { reference } = await load();
              return `export default ${JSON.stringify(reference)};`;
            },
          },
        }),
        openApiAssetsPlugin(file, load),
      ],
    },
  };
}
