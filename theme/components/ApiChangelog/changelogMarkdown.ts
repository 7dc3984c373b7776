import {
  type ApiChangelog,
  apiChangelogPaths,
  type ChangelogEntry,
  entrySummary,
  entryTitle,
} from '../../../shared/apiChangelog.ts';
import { formatDate } from '../../../shared/formatDate.ts';

/**
 * One release's section in Markdown, its title at heading `depth`, each operation one level below: what the page
 * shows, for its `.md` twin and the feed items.
 */
export function changelogEntryMarkdown(entry: ChangelogEntry, depth: number): string {
  const title = `${'#'.repeat(depth)} ${entryTitle(entry)}${entry.date ? ` (${formatDate(entry.date)})` : ''}`;
  const operations = entry.operations.map((operation) => {
    const name = operation.anchor
      ? `[${operation.operation}](/api#${encodeURI(operation.anchor)})`
      : operation.operation;
    const lines = operation.changes.map((change) => `- ${change.breaking ? '**Breaking:** ' : ''}${change.text}`);
    return `${'#'.repeat(depth + 1)} ${name}\n\n${lines.join('\n')}`;
  });
  return [title, entrySummary(entry), ...operations].join('\n\n');
}

/** `<ApiChangelog />`'s Markdown form: the whole changelog, for the page's `.md` twin. */
export function changelogMarkdown(changelog: ApiChangelog): string {
  const feeds = `Follow it in a feed reader: [RSS](${apiChangelogPaths.feeds.rss}) or [Atom](${apiChangelogPaths.feeds.atom}).`;
  return [feeds, ...changelog.entries.map((entry) => changelogEntryMarkdown(entry, 2))].join('\n\n');
}
