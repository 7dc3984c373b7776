import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseText, fixtureProject } from './fixtures';
import { compareVersions, editedReleases, loadReleases, releasesManifestName } from './releases';

/** The site's own releases: frozen when released, never edited. */
const siteReleasesDir = path.resolve('openapi', 'releases');

describe('the site’s released API descriptions', () => {
  it('are each as they were released', () => {
    const releases = loadReleases(siteReleasesDir);
    expect(releases.length).toBeGreaterThan(0);
    expect(editedReleases(releases)).toEqual([]);
  });
});

describe('loadReleases', () => {
  const manifest = (dir: string, entries: unknown) =>
    writeFileSync(path.join(dir, releasesManifestName), JSON.stringify(entries));

  it('reads the releases oldest first, each with its frozen file', () => {
    const { releasesDir } = fixtureProject(baseText, [
      ['1.0.0', baseText, '2026-01-01'],
      ['1.1.0', baseText, '2026-02-01'],
    ]);
    expect(loadReleases(releasesDir).map(({ version, file }) => [version, path.basename(file)])).toEqual([
      ['1.0.0', '1.0.0.yaml'],
      ['1.1.0', '1.1.0.yaml'],
    ]);
  });

  it('names the manifest and the problem when a release is malformed, missing, unlisted or out of order', () => {
    const { releasesDir } = fixtureProject(baseText, [['1.0.0', baseText]]);
    const sha256 = 'a'.repeat(64);
    manifest(releasesDir, [{ version: 'v1', date: '2026-01-01', sha256 }]);
    expect(() => loadReleases(releasesDir)).toThrow(/releases\.json: at 0\.version: expected MAJOR\.MINOR\.PATCH/);
    manifest(releasesDir, [{ version: '1.0.0', date: '1 Jan', sha256 }]);
    expect(() => loadReleases(releasesDir)).toThrow(/at 0\.date: expected a date as YYYY-MM-DD/);
    manifest(releasesDir, [
      { version: '1.0.0', date: '2026-01-01', sha256 },
      { version: '1.2.0', date: '2026-01-02', sha256 },
    ]);
    expect(() => loadReleases(releasesDir)).toThrow(/release 1\.2\.0 has no .*1\.2\.0\.yaml/);
    writeFileSync(path.join(releasesDir, '0.9.0.yaml'), baseText);
    manifest(releasesDir, [{ version: '1.0.0', date: '2026-01-01', sha256 }]);
    expect(() => loadReleases(releasesDir)).toThrow(/0\.9\.0\.yaml: not a release listed in .*releases\.json/);
    manifest(releasesDir, [
      { version: '1.0.0', date: '2026-01-01', sha256 },
      { version: '0.9.0', date: '2026-01-02', sha256 },
    ]);
    expect(() => loadReleases(releasesDir)).toThrow(/0\.9\.0 is listed after 1\.0\.0; list releases oldest first/);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(() => compareVersions('1.0', '1.0.0')).toThrow(/Not a MAJOR\.MINOR\.PATCH version: "1\.0"/);
  });
});
