import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginVirtualModule } from 'rsbuild-plugin-virtual-module';
import { changelogMarkdown } from '#theme/components/ApiChangelog/changelogMarkdown.ts';
import { type ApiChangelog, apiChangelogPaths } from '../../shared/apiChangelog.ts';
import type { ComponentMarkdown } from '../../shared/componentMarkdown.ts';
import { whileUnchanged } from '../../shared/whileUnchanged.ts';
import { feedAssetsPlugin } from '../feedAssets.ts';
import type { TwinContribution } from '../markdownTwins/mergeTwinContributions.ts';
import { virtualModulesDir } from '../upstream/rspress/build.ts';
import { buildChangelog } from './changelog.ts';
import { buildChangelogFeed } from './feeds.ts';
import { editedReleases, loadReleases } from './releases.ts';

/** The virtual module the changelog page imports: the changelog (`ApiChangelog`). */
export const apiChangelogModule = 'virtual-api-changelog';

/** The changelog, built again whenever the description or a release file changed. */
function changelogLoader(
  descriptionFile: string,
  releasesDir: string,
  operationAnchors: () => Promise<ReadonlyMap<string, string>>,
): () => Promise<ApiChangelog> {
  return whileUnchanged(
    () => [descriptionFile, ...readdirSync(releasesDir).map((name) => path.join(releasesDir, name))],
    async () => {
      const releases = loadReleases(releasesDir);
      const edited = editedReleases(releases);
      if (edited.length > 0) throw new Error(edited.join('\n'));
      const anchors = await operationAnchors();
      return buildChangelog(descriptionFile, releases, (operation) => anchors.get(operation));
    },
  );
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
  operationAnchors,
}: {
  descriptionFile: string;
  releasesDir: string;
  /** `GET /companies/search` → its `/api` element id, for each operation of the current description. */
  operationAnchors: () => Promise<ReadonlyMap<string, string>>;
}): RspressPlugin & { twin: TwinContribution } {
  const load = changelogLoader(descriptionFile, releasesDir, operationAnchors);
  let built: ApiChangelog | undefined;
  const apiChangelogMarkdown: ComponentMarkdown = () => {
    if (!built) throw new Error(`${releasesDir}: the API changelog was not built before the .md twins were written`);
    return changelogMarkdown(built);
  };
  return {
    name: 'vihje-api-changelog',
    twin: { components: { ApiChangelog: apiChangelogMarkdown } },
    async beforeBuild() {
      built = await load();
    },
    builderConfig: {
      plugins: [
        pluginVirtualModule({
          tempDir: `${virtualModulesDir}/vihje-virtual-changelog`,
          virtualModules: {
            [apiChangelogModule]: async ({ addDependency }) => {
              addDependency(descriptionFile);
              for (const name of readdirSync(releasesDir)) addDependency(path.join(releasesDir, name));
              return `export default ${JSON.stringify(await load())};`;
            },
          },
        }),
        feedAssetsPlugin('vihje:api-changelog-feeds', apiChangelogPaths.feeds, releasesDir, load, buildChangelogFeed),
      ],
    },
  };
}
