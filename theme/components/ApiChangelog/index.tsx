import { useHead, withBase } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import changelog from 'virtual-api-changelog';
import {
  apiChangelogFeedTitle,
  apiChangelogPaths,
  type ChangelogEntry,
  entrySummary,
  entryTitle,
  releaseAnchor,
} from '../../../shared/apiChangelog';
import { formatDate } from '../../../shared/formatDate';
import { Link } from '../Link';
import styles from './index.module.css';

/** Feed autodiscovery: `<link rel="alternate">` to the RSS and Atom feeds in the page's head. */
const feedLinks = [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    href: withBase(apiChangelogPaths.feeds.rss),
    title: apiChangelogFeedTitle,
  },
  {
    rel: 'alternate',
    type: 'application/atom+xml',
    href: withBase(apiChangelogPaths.feeds.atom),
    title: apiChangelogFeedTitle,
  },
];

/** A change's sentence: its `code spans` (the only Markdown it holds) as `<code>`. */
function ChangeText({ text }: { text: string }): ReactNode {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered.
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Release({ entry }: { entry: ChangelogEntry }): ReactNode {
  const id = releaseAnchor(entry.version);
  return (
    <section className={`vh-api-changelog__release ${styles.release}`} aria-labelledby={id}>
      <h2 id={id}>
        {entryTitle(entry)}
        {entry.date && (
          <>
            {' '}
            <time className={styles.date} dateTime={entry.date}>
              ({formatDate(entry.date)})
            </time>
          </>
        )}
      </h2>
      <p>{entrySummary(entry)}</p>
      {entry.operations.map((operation) => (
        <div key={operation.operation}>
          <h3 className={styles.operation}>
            {operation.anchor ? (
              <Link href={`/api#${encodeURI(operation.anchor)}`}>{operation.operation}</Link>
            ) : (
              operation.operation
            )}
          </h3>
          <ul className={styles.changes}>
            {operation.changes.map((change) => (
              <li key={change.text} className={change.breaking ? styles.breakingChange : undefined}>
                {change.breaking && <strong className={styles.breaking}>Breaking</strong>}
                <ChangeText text={change.text} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * The API changelog (`/api/changelog`): each release's changes since the one before, newest first, and what the
 * description changed since the latest release; built from `openapi/releases/` by plugins/apiChangelog.
 */
export function ApiChangelog(): ReactNode {
  useHead({ link: feedLinks });
  return (
    <div className={`vh-api-changelog ${styles.changelog}`}>
      <p>
        Follow it in a feed reader: <a href={withBase(apiChangelogPaths.feeds.rss)}>RSS</a> or{' '}
        <a href={withBase(apiChangelogPaths.feeds.atom)}>Atom</a>.
      </p>
      {changelog.entries.map((entry) => (
        <Release key={entry.version ?? 'unreleased'} entry={entry} />
      ))}
    </div>
  );
}
