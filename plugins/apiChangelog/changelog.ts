import { readFileSync } from 'node:fs';
import type { ApiChangelog, ChangelogEntry, ChangelogOperation } from '../../shared/apiChangelog.ts';
import { type ApiChange, apiChanges } from './apiChanges.ts';
import type { Release } from './releases.ts';

/** The changes grouped by operation, in the order the diff met them; each operation's `/api` anchor when it has one. */
function byOperation(
  changes: readonly ApiChange[],
  anchorOf: (operation: string) => string | undefined,
): ChangelogOperation[] {
  const groups = new Map<string, ChangelogOperation>();
  for (const change of changes) {
    let group = groups.get(change.operation);
    if (!group) {
      const anchor = anchorOf(change.operation);
      group = { operation: change.operation, ...(anchor ? { anchor } : {}), changes: [] };
      groups.set(change.operation, group);
    }
    group.changes.push({ kind: change.kind, breaking: change.breaking, text: change.text });
  }
  return [...groups.values()];
}

function entry(
  version: string | null,
  date: string | null,
  previous: string | null,
  changes: readonly ApiChange[],
  anchorOf: (operation: string) => string | undefined,
): ChangelogEntry {
  return {
    version,
    date,
    previous,
    breaking: changes.filter((change) => change.breaking).length,
    operations: byOperation(changes, anchorOf),
  };
}

/**
 * The API changelog, newest first: the changes in `descriptionFile` not yet released (when there are any), then each
 * release against the one before it; the first release has no changes to list. `anchorOf` gives the `/api` anchor of
 * an operation of the current description (`GET /companies/search`), for links.
 */
export async function buildChangelog(
  descriptionFile: string,
  releases: readonly Release[],
  anchorOf: (operation: string) => string | undefined,
): Promise<ApiChangelog> {
  const released = await Promise.all(
    releases.map(async (release, index) => {
      const previous = releases[index - 1];
      const changes = previous ? await apiChanges(previous.file, release.file) : [];
      return entry(release.version, release.date, previous?.version ?? null, changes, anchorOf);
    }),
  );
  const latest = releases.at(-1);
  const unreleasedChanges =
    latest && readFileSync(latest.file, 'utf8') !== readFileSync(descriptionFile, 'utf8')
      ? await apiChanges(latest.file, descriptionFile)
      : [];
  const unreleased =
    latest && unreleasedChanges.length > 0 ? [entry(null, null, latest.version, unreleasedChanges, anchorOf)] : [];
  return { entries: [...unreleased, ...released.reverse()] };
}
