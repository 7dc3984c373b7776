import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A released description: frozen as `<releasesDir>/<version>.yaml`, listed in `<releasesDir>/releases.json`. */
export interface Release {
  /** `info.version` of the description as released, `MAJOR.MINOR.PATCH`. */
  version: string;
  /** The day it was released, `YYYY-MM-DD`. */
  date: string;
  /** SHA-256 of the frozen file's bytes when it was released: an edit after the release changes it. */
  sha256: string;
  /** The frozen description. */
  file: string;
}

/** The list of releases, beside the frozen files. */
export const releasesManifestName = 'releases.json';

const versionPattern = /^(\d+)\.(\d+)\.(\d+)$/;

/** `[major, minor, patch]` of a `MAJOR.MINOR.PATCH` version, or null for anything else. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = versionPattern.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  if (!left || !right) throw new Error(`Not a MAJOR.MINOR.PATCH version: "${left ? b : a}".`);
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

export const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

const manifestSchema = z.array(
  z.strictObject({
    version: z.string().regex(versionPattern, 'expected MAJOR.MINOR.PATCH, e.g. "2.1.0"'),
    date: z.iso.date('expected a date as YYYY-MM-DD'),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'expected the SHA-256 of the frozen file, in hex'),
  }),
);

/**
 * The releases of `releasesDir`, oldest first. A manifest that does not parse, a release without its file, a
 * frozen file the manifest does not list, or releases out of version or date order fail, naming the file.
 */
export function loadReleases(releasesDir: string): Release[] {
  const manifestFile = path.join(releasesDir, releasesManifestName);
  if (!existsSync(manifestFile)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(`${manifestFile}: not valid JSON (${(error as Error).message}).`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${manifestFile}: at ${issue?.path.join('.') || 'the top'}: ${issue?.message}.`);
  }
  const releases = parsed.data.map((entry) => ({ ...entry, file: path.join(releasesDir, `${entry.version}.yaml`) }));
  releases.forEach((release, index) => {
    if (!existsSync(release.file))
      throw new Error(`${manifestFile}: release ${release.version} has no ${release.file}.`);
    const previous = releases[index - 1];
    if (previous && compareVersions(previous.version, release.version) >= 0) {
      throw new Error(
        `${manifestFile}: ${release.version} is listed after ${previous.version}; list releases oldest first.`,
      );
    }
    if (previous && previous.date > release.date) {
      throw new Error(
        `${manifestFile}: ${release.version} (${release.date}) is dated before ${previous.version} (${previous.date}).`,
      );
    }
  });
  const listed = new Set(releases.map((release) => path.basename(release.file)));
  for (const name of readdirSync(releasesDir)) {
    if (name !== releasesManifestName && !listed.has(name)) {
      throw new Error(
        `${path.join(releasesDir, name)}: not a release listed in ${manifestFile} (release with npm run api:release).`,
      );
    }
  }
  return releases;
}

/** The released files whose bytes differ from what was released: each named, with what to do instead. */
export function editedReleases(releases: readonly Release[]): string[] {
  return releases
    .filter((release) => sha256(readFileSync(release.file)) !== release.sha256)
    .map(
      (release) =>
        `${release.file} was edited after ${release.version} was released. A release is frozen: restore it ` +
        `(git checkout -- ${release.file}), edit openapi/openapi.yaml and release a new version with npm run api:release.`,
    );
}
