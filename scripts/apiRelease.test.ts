import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseText, fixtureProject, revised } from '../plugins/apiChangelog/fixtures';
import { editedReleases, loadReleases } from '../plugins/apiChangelog/releases';
import { releaseApi } from './apiRelease';

describe.concurrent('npm run api:release', () => {
  it('freezes the first release and lists it with its date and hash', async () => {
    const project = fixtureProject(baseText, []);
    const message = await releaseApi({ ...project, date: '2026-02-03' });
    expect(message).toMatch(/^Released 1\.0\.0 \(2026-02-03\) as .*1\.0\.0\.yaml\./);
    const releases = loadReleases(project.releasesDir);
    expect(releases.map(({ version, date }) => ({ version, date }))).toEqual([
      { version: '1.0.0', date: '2026-02-03' },
    ]);
    expect(readFileSync(releases[0]?.file as string, 'utf8')).toBe(baseText);
    expect(editedReleases(releases)).toEqual([]);
    expect(await releaseApi({ ...project, date: '2026-02-04' })).toBe(
      `1.0.0 is already released (${releases[0]?.file}); nothing to do.`,
    );
  });

  it('refuses a changed description whose version did not move', async () => {
    const project = fixtureProject(baseText, [['1.0.0', baseText]]);
    writeFileSync(
      project.descriptionFile,
      revised((d) => d.paths['/items'].get.parameters.push({ name: 'sort', in: 'query' })),
    );
    await expect(releaseApi(project)).rejects.toThrow(
      /differs from release 1\.0\.0 \(1 changes to operations\) but info\.version is still 1\.0\.0/,
    );
  });

  it('releases a new version, counting its changes', async () => {
    const project = fixtureProject(baseText, [['1.0.0', baseText, '2026-01-01']]);
    writeFileSync(
      project.descriptionFile,
      revised((d) => delete d.paths['/items'].post, '2.0.0'),
    );
    expect(await releaseApi({ ...project, date: '2026-04-01' })).toMatch(
      /Released 2\.0\.0 .* since 1\.0\.0: 1 changes, 1 breaking\./,
    );
    expect(loadReleases(project.releasesDir).map((release) => release.version)).toEqual(['1.0.0', '2.0.0']);
  });

  it('refuses a breaking change without a new major version, listing it', async () => {
    const project = fixtureProject(baseText, [['1.0.0', baseText]]);
    writeFileSync(
      project.descriptionFile,
      revised((d) => delete d.paths['/items'].post, '1.1.0'),
    );
    await expect(releaseApi(project)).rejects.toThrow(
      /Not released:\n.*breaks clients of release 1\.0\.0[\s\S]*POST \/items: Removed operation/,
    );
    expect(loadReleases(project.releasesDir)).toHaveLength(1);
    expect(path.basename(project.releasesDir)).toBe('releases');
  });
});
