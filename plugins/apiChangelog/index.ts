import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { pluginVirtualModule } from 'rsbuild-plugin-virtual-module';
import { parse } from 'yaml';
import { scalarIds } from '../../shared/apiAnchors.ts';
import { type ApiChangelog, apiChangelogPaths } from '../../shared/apiChangelog.ts';
import { whileUnchanged } from '../../shared/whileUnchanged.ts';
import type { ComponentMarkdown } from '../markdownTwins/pageMarkdown.ts';
import { buildChangelog } from './changelog.ts';
import { buildChangelogFeed } from './feeds.ts';
import { changelogMarkdown } from './markdown.ts';
import { editedReleases, loadReleases } from './releases.ts';

/** The virtual module the changelog page imports: the changelog (`ApiChangelog`). */
export const apiChangelogModule = 'virtual-api-changelog';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `GET /companies/search` → its `/api` element id, for each operation of the description in `file`. */
function operationAnchors(file: string): Map<string, string> {
  const document = parse(readFileSync(file, 'utf8')) as {
    paths?: Record<string, Partial<Record<(typeof methods)[number], { tags?: string[] }>>>;
  };
  const anchors = new Map<string, string>();
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (operation) {
        const name = `${method.toUpperCase()} ${route}`;
        anchors.set(name, scalarIds.operation(operation.tags?.[0], method.toUpperCase(), route));
      }
    }
  }
  return anchors;
}

/** The changelog, built again whenever the description or a release file changed. */
function changelogLoader(descriptionFile: string, releasesDir: string): () => Promise<ApiChangelog> {
  return whileUnchanged(
    () => [descriptionFile, ...readdirSync(releasesDir).map((name) => path.join(releasesDir, name))],
    async () => {
      const releases = loadReleases(releasesDir);
      const edited = editedReleases(releases);
      if (edited.length > 0) throw new Error(edited.join('\n'));
      const anchors = operationAnchors(descriptionFile);
      return buildChangelog(descriptionFile, releases, (operation) => anchors.get(operation));
    },
  );
}

/** The changelog's RSS and Atom feeds in the web build, in dev and production. */
function feedsPlugin(releasesDir: string, load: () => Promise<ApiChangelog>): RsbuildPlugin {
  return {
    name: 'vihje:api-changelog-feeds',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        compilation.contextDependencies.add(releasesDir);
        const feed = buildChangelogFeed(await load());
        compilation.emitAsset(apiChangelogPaths.feeds.rss.slice(1), new sources.RawSource(feed.rss2()));
        compilation.emitAsset(apiChangelogPaths.feeds.atom.slice(1), new sources.RawSource(feed.atom1()));
      });
    },
  };
}

/**
 * The API changelog: what changed in each release of the description (`releasesDir`, written by
 * `npm run api:release`) since the one before, and what `descriptionFile` changed since the latest, breaking changes
 * marked; for the `/api/changelog` page (`<ApiChangelog />`), its `.md` twin and RSS and Atom feeds. A released file
 * edited after its release, or a release list that does not parse, stops the build.
 */
export function pluginApiChangelog({
  descriptionFile,
  releasesDir,
}: {
  descriptionFile: string;
  releasesDir: string;
}): RspressPlugin & { twin: { components: Record<string, ComponentMarkdown> } } {
  const load = changelogLoader(descriptionFile, releasesDir);
  let built: ApiChangelog | undefined;
  const apiChangelogTwin: ComponentMarkdown = () => {
    if (!built) throw new Error(`${releasesDir}: the API changelog was not built before the .md twins were written`);
    return changelogMarkdown(built);
  };
  return {
    name: 'vihje-api-changelog',
    twin: { components: { ApiChangelog: apiChangelogTwin } },
    async beforeBuild() {
      built = await load();
    },
    builderConfig: {
      plugins: [
        pluginVirtualModule({
          tempDir: '.rspress/vihje-virtual-changelog',
          virtualModules: {
            [apiChangelogModule]: async ({ addDependency }) => {
              addDependency(descriptionFile);
              for (const name of readdirSync(releasesDir)) addDependency(path.join(releasesDir, name));
              return `export default ${JSON.stringify(await load())};`;
            },
          },
        }),
        feedsPlugin(releasesDir, load),
      ],
    },
  };
}
