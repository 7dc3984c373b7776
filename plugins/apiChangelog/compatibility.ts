import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type ApiChange, apiChanges } from './apiChanges.ts';
import { compareVersions, editedReleases, loadReleases, parseVersion, type Release } from './releases.ts';

/** What the compatibility check found: nothing to fix when `problems` is empty. */
export interface Compatibility {
  /** The latest release, which the description is compared with; null before the first release. */
  latest: Release | null;
  /** `info.version` of the description. */
  version: string;
  /** Every change since the latest release. */
  changes: ApiChange[];
  /** What fails the check, each a paragraph a maintainer can act on. */
  problems: string[];
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/** `info.version` of a description file; fails naming the file when it has none. */
export function infoVersion(file: string): string {
  const version = (parse(readFileSync(file, 'utf8')) as { info?: { version?: unknown } } | null)?.info?.version;
  if (typeof version !== 'string')
    throw new Error(`${file}: info.version is missing; set it to a MAJOR.MINOR.PATCH version.`);
  return version;
}

/** A breaking change as the check lists it: the change, why it breaks, and its pointer and line. */
export function formatBreakingChange(change: ApiChange): string {
  const where = `${relative(change.file)}${change.line ? `:${change.line}` : ''}`;
  return [
    `  - ${change.operation}: ${change.text} ${change.breakingReasons.join(' ')}`,
    `    at ${change.pointer} (${where}${change.kind === 'removed' ? ', in the release' : ''})`,
  ].join('\n');
}

/**
 * Compares `descriptionFile` with the latest release in `releasesDir`: a change that breaks a client of that release
 * fails unless the major version of `info.version` moved; so do a version older than the latest release and a
 * released file edited after its release. Additive changes pass: they are the changelog's unreleased section.
 */
export async function checkCompatibility(descriptionFile: string, releasesDir: string): Promise<Compatibility> {
  const releases = loadReleases(releasesDir);
  const version = infoVersion(descriptionFile);
  const latest = releases.at(-1) ?? null;
  const problems = editedReleases(releases);
  const current = parseVersion(version);
  if (!current)
    problems.push(`${relative(descriptionFile)}: info.version "${version}" is not a MAJOR.MINOR.PATCH version.`);
  if (!latest || !current) return { latest, version, changes: [], problems };
  if (compareVersions(version, latest.version) < 0) {
    problems.push(
      `${relative(descriptionFile)}: info.version ${version} is older than the latest release, ${latest.version}.`,
    );
  }
  const changes = await apiChanges(latest.file, descriptionFile);
  const breaking = changes.filter((change) => change.breaking);
  const latestMajor = parseVersion(latest.version)?.[0];
  if (breaking.length > 0 && current[0] === latestMajor) {
    problems.push(
      [
        `${relative(descriptionFile)} breaks clients of release ${latest.version}, and info.version (${version}) keeps ` +
          `the major version ${latestMajor}:`,
        ...breaking.map(formatBreakingChange),
        `Keep what clients rely on, or make this a breaking release: set info.version to ${current[0] + 1}.0.0 (the ` +
          'changelog then marks these changes as breaking).',
      ].join('\n'),
    );
  }
  return { latest, version, changes, problems };
}
