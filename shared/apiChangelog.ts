/**
 * The API changelog's data and URLs: built from the frozen releases in `openapi/releases/` by plugins/apiChangelog,
 * shown by the `/api/changelog` page and its feeds. Imported by Node and by the theme, so it imports only `shared/`.
 */
import { site } from './site.ts';

/** Where the changelog and its feeds are published. */
export const apiChangelogPaths = {
  page: '/api/changelog',
  feeds: { rss: '/api/changelog/rss.xml', atom: '/api/changelog/atom.xml' },
} as const;

/** The changelog feeds' title, also the title of their `<link>`s. */
export const apiChangelogFeedTitle = `${site.productName} API changes`;

/** The fragment of a release's section on the changelog page: `v2-0-1`, or `unreleased`. */
export const releaseAnchor = (version: string | null): string =>
  version === null ? 'unreleased' : `v${version.replaceAll('.', '-')}`;

/** One change, in a reader's words. */
export interface ChangelogChange {
  kind: 'added' | 'removed' | 'changed' | 'deprecated';
  /** Breaks a client written against the previous release. */
  breaking: boolean;
  /** One sentence of Markdown (code in backticks). */
  text: string;
}

/** The changes to one operation (`GET /companies/search`), or to all of them (`All operations`). */
export interface ChangelogOperation {
  operation: string;
  /** Its element id on `/api`, when the current description still has it. */
  anchor?: string;
  changes: ChangelogChange[];
}

/** A release, or the changes not yet released (`version` null). */
export interface ChangelogEntry {
  version: string | null;
  /** The release day, `YYYY-MM-DD`; null when not released. */
  date: string | null;
  /** The release it is compared with; null for the first release. */
  previous: string | null;
  /** How many of its changes break clients of `previous`. */
  breaking: number;
  operations: ChangelogOperation[];
}

/** The changelog, newest first. */
export interface ApiChangelog {
  entries: ChangelogEntry[];
}

/** The title of a release's section: `2.0.1`, or `Unreleased`. */
export const entryTitle = (entry: ChangelogEntry): string => entry.version ?? 'Unreleased';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The sentence under a section's title: what it is compared with and how many changes break clients. */
export function entrySummary(entry: ChangelogEntry): string {
  if (entry.previous === null) {
    return `The first release in this changelog: the API as described at ${entry.version}. Later releases list what changed since the one before.`;
  }
  const count = entry.operations.reduce((total, operation) => total + operation.changes.length, 0);
  const changes = count === 0 ? 'No changes to operations' : plural(count, 'change');
  const breaking = entry.breaking === 0 ? 'none breaking' : `${entry.breaking} breaking`;
  const since = entry.version === null ? `since ${entry.previous}, not yet released` : `since ${entry.previous}`;
  return count === 0 ? `${changes} ${since}.` : `${changes} ${since}, ${breaking}.`;
}
