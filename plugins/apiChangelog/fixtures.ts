import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { releasesManifestName, sha256 } from './releases.ts';

/** The small description the tests change, one rule at a time: version 1.0.0. */
export const baseFixture = path.join(import.meta.dirname, '__fixtures__', 'base.yaml');
export const baseText = readFileSync(baseFixture, 'utf8');

// biome-ignore lint/suspicious/noExplicitAny: a test edits the parsed YAML freely.
export type Description = any;

/** The base description changed by `edit`, at `version`, as YAML. */
export function revised(edit: (description: Description) => void, version = '1.0.0'): string {
  const description: Description = parse(baseText);
  edit(description);
  description.info.version = version;
  return stringify(description);
}

/** The 1-based line of `text` in `source` (its first occurrence): where a test expects a change to be reported. */
export function lineOf(source: string, text: string): number {
  const index = source.indexOf(text);
  if (index < 0) throw new Error(`"${text}" is not in the fixture`);
  return source.slice(0, index).split('\n').length;
}

/**
 * A project in a temporary folder: `openapi.yaml` holding `current`, and `releases/` holding each of `releases`
 * (`[version, YAML, date]`) frozen and listed.
 */
export function fixtureProject(current: string, releases: ReadonlyArray<readonly [string, string, string?]>) {
  const dir = temporaryFolder('vihje-api-changes-');
  const releasesDir = path.join(dir, 'releases');
  mkdirSync(releasesDir);
  const manifest = releases.map(([version, text, date = '2026-01-01']) => {
    writeFileSync(path.join(releasesDir, `${version}.yaml`), text);
    return { version, date, sha256: sha256(text) };
  });
  writeFileSync(path.join(releasesDir, releasesManifestName), JSON.stringify(manifest));
  const descriptionFile = path.join(dir, 'openapi.yaml');
  writeFileSync(descriptionFile, current);
  return { dir, descriptionFile, releasesDir };
}
