import { describe, expect, it } from 'vitest';
import { changelogMarkdown } from '../../theme/components/ApiChangelog/changelogMarkdown';
import { buildChangelog } from './changelog';
import { buildChangelogFeed } from './feeds';
import { baseText, fixtureProject, revised } from './fixtures';
import { loadReleases } from './releases';

const anchors = new Map([['GET /items', 'fixture-api/tag/items/GET/items']]);
const anchorOf = (operation: string) => anchors.get(operation);

/** The changelog of a project whose description is `current` and whose releases are `releases`. */
async function changelogOf(current: string, releases: ReadonlyArray<readonly [string, string, string?]>) {
  const project = fixtureProject(current, releases);
  return buildChangelog(project.descriptionFile, loadReleases(project.releasesDir), anchorOf);
}

const secondRelease = revised((d) => {
  d.paths['/items'].get.parameters.splice(1, 1);
  d.components.schemas.Item.properties.colour = { type: 'string' };
}, '2.0.0');

describe.concurrent('the API changelog', () => {
  it('with one release, says plainly that it is the first', async () => {
    const changelog = await changelogOf(baseText, [['1.0.0', baseText, '2026-01-05']]);
    expect(changelog.entries).toEqual([
      { version: '1.0.0', date: '2026-01-05', previous: null, breaking: 0, operations: [] },
    ]);
    expect(changelogMarkdown(changelog)).toContain(
      '## 1.0.0 (5 January 2026)\n\nThe first release in this changelog: the API as described at 1.0.0.',
    );
  });

  it('lists each release’s changes since the one before, newest first, breaking ones marked and counted', async () => {
    const changelog = await changelogOf(secondRelease, [
      ['1.0.0', baseText, '2026-01-05'],
      ['2.0.0', secondRelease, '2026-03-01'],
    ]);
    expect(changelog.entries.map((entry) => [entry.version, entry.previous, entry.breaking])).toEqual([
      ['2.0.0', '1.0.0', 1],
      ['1.0.0', null, 0],
    ]);
    expect(changelog.entries[0]?.operations).toEqual([
      {
        operation: 'GET /items',
        anchor: 'fixture-api/tag/items/GET/items',
        changes: expect.arrayContaining([
          { kind: 'removed', breaking: true, text: 'Removed query parameter `limit`.' },
          { kind: 'added', breaking: false, text: 'Added field `colour` of response 200.' },
        ]),
      },
    ]);
    const markdown = changelogMarkdown(changelog);
    expect(markdown).toContain('## 2.0.0 (1 March 2026)\n\n2 changes since 1.0.0, 1 breaking.');
    expect(markdown).toContain('### [GET /items](/api#fixture-api/tag/items/GET/items)');
    expect(markdown).toContain('- **Breaking:** Removed query parameter `limit`.');
    expect(markdown).toContain('- Added field `colour` of response 200.');
  });

  it('lists what the description changed since the latest release as unreleased, first', async () => {
    const current = revised((d) => {
      d.paths['/status'].get.deprecated = true;
    });
    const changelog = await changelogOf(current, [['1.0.0', baseText]]);
    expect(changelog.entries[0]).toEqual({
      version: null,
      date: null,
      previous: '1.0.0',
      breaking: 0,
      operations: [
        { operation: 'GET /status', changes: [{ kind: 'deprecated', breaking: false, text: 'Deprecated operation.' }] },
      ],
    });
    expect(changelogMarkdown(changelog)).toContain(
      '## Unreleased\n\n1 change since 1.0.0, not yet released, none breaking.',
    );
  });

  it('has a feed item per release, linking its section, breaking releases named so', async () => {
    const changelog = await changelogOf(secondRelease, [
      ['1.0.0', baseText, '2026-01-05'],
      ['2.0.0', secondRelease, '2026-03-01'],
    ]);
    const rss = buildChangelogFeed(changelog).rss2();
    expect(rss).toContain('<title><![CDATA[Vihje API 2.0.0 (breaking)]]></title>');
    expect(rss).toContain('<link>https://docs.vihje.fi/api/changelog#v2-0-0</link>');
    expect(rss).toContain('<title><![CDATA[Vihje API 1.0.0]]></title>');
    expect(rss).toContain('href="https://docs.vihje.fi/api#fixture-api/tag/items/GET/items"');
  });
});
