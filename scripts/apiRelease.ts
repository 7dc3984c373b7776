/**
 * `npm run api:release`: freezes `openapi/openapi.yaml` as `openapi/releases/<info.version>.yaml` and lists it, with
 * today's date and its SHA-256, in `openapi/releases/releases.json`. Run it when `info.version` moved; the changelog
 * (`/api/changelog`) then lists the release's changes, and the compatibility check compares with it.
 *
 * `--date YYYY-MM-DD` dates the release otherwise; `--description FILE` and `--releases DIR` name other files (tests).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkCompatibility } from '../plugins/apiChangelog/compatibility.ts';
import { releasesManifestName, sha256 } from '../plugins/apiChangelog/releases.ts';

export const defaultDescription = 'openapi/openapi.yaml';
export const defaultReleasesDir = 'openapi/releases';

/** Freezes the description as a release; returns what it did, throws with what to do when it must not. */
export async function releaseApi({
  descriptionFile = defaultDescription,
  releasesDir = defaultReleasesDir,
  date = new Date().toISOString().slice(0, 10),
}: {
  descriptionFile?: string;
  releasesDir?: string;
  date?: string;
} = {}): Promise<string> {
  mkdirSync(releasesDir, { recursive: true });
  const { latest, version, changes, problems } = await checkCompatibility(descriptionFile, releasesDir);
  if (problems.length > 0) throw new Error(`Not released:\n${problems.join('\n')}`);
  const bytes = readFileSync(descriptionFile);
  if (latest?.version === version) {
    if (sha256(bytes) === latest.sha256) return `${version} is already released (${latest.file}); nothing to do.`;
    const what = changes.length > 0 ? `${changes.length} changes to operations` : 'edits to the documentation only';
    throw new Error(
      `${descriptionFile} differs from release ${version} (${what}) but info.version is still ${version}: set ` +
        'info.version to the new version (a patch or minor bump for additive changes, major for breaking ones) and run again.',
    );
  }
  if (latest && date < latest.date) throw new Error(`--date ${date} is before the latest release's, ${latest.date}.`);
  const file = path.join(releasesDir, `${version}.yaml`);
  if (existsSync(file))
    throw new Error(`${file} exists but is not listed in ${releasesManifestName}; remove it or list it.`);
  copyFileSync(descriptionFile, file);
  const manifestFile = path.join(releasesDir, releasesManifestName);
  const manifest: unknown[] = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : [];
  manifest.push({ version, date, sha256: sha256(bytes) });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const breaking = changes.filter((change) => change.breaking).length;
  const since = latest ? ` since ${latest.version}: ${changes.length} changes, ${breaking} breaking` : '';
  return `Released ${version} (${date}) as ${file}${since}. Commit ${file} and ${manifestFile}.`;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { values } = parseArgs({
    options: { date: { type: 'string' }, description: { type: 'string' }, releases: { type: 'string' } },
  });
  if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
    console.error(`--date ${values.date}: expected YYYY-MM-DD.`);
    process.exit(2);
  }
  try {
    console.log(
      await releaseApi({
        ...(values.description ? { descriptionFile: values.description } : {}),
        ...(values.releases ? { releasesDir: values.releases } : {}),
        ...(values.date ? { date: values.date } : {}),
      }),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
