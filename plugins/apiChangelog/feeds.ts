import { Feed } from 'feed';
import { changelogEntryMarkdown } from '#theme/components/ApiChangelog/changelogMarkdown.ts';
import {
  type ApiChangelog,
  apiChangelogFeedTitle,
  apiChangelogPaths,
  releaseAnchor,
} from '../../shared/apiChangelog.ts';
import { site } from '../../shared/site.ts';
import { publishedUrl } from '../basePath.ts';
import { markdownToHtml } from '../feedAssets.ts';

const absolute = (pathname: string) => publishedUrl(pathname);

/** The API changes feed: one item per release, newest first (RSS 2.0 and Atom 1.0 are two renderings of it). */
export function buildChangelogFeed(changelog: ApiChangelog): Feed {
  const releases = changelog.entries.filter((entry) => entry.version !== null && entry.date !== null);
  const page = absolute(apiChangelogPaths.page);
  const feed = new Feed({
    title: apiChangelogFeedTitle,
    description: `Changes to the ${site.productName} API, release by release, breaking changes marked.`,
    id: page,
    link: page,
    language: site.lang,
    favicon: absolute('/favicon.svg'),
    copyright: `Copyright © ${site.copyrightYear} ${site.productName}`,
    // The newest release's day keeps the feed byte-identical between builds of the same releases.
    updated: new Date(`${releases[0]?.date ?? `${site.copyrightYear}-01-01`}T00:00:00Z`),
    generator: false,
    feedLinks: { rss: absolute(apiChangelogPaths.feeds.rss), atom: absolute(apiChangelogPaths.feeds.atom) },
  });
  for (const entry of releases) {
    const link = `${page}#${releaseAnchor(entry.version)}`;
    feed.addItem({
      title: `${site.productName} API ${entry.version}${entry.breaking > 0 ? ' (breaking)' : ''}`,
      id: link,
      link,
      date: new Date(`${entry.date}T00:00:00Z`),
      // Links in the items are absolute: a feed reader shows them away from the site.
      content: markdownToHtml(changelogEntryMarkdown(entry, 3)).replaceAll('href="/', `href="${absolute('/')}`),
    });
  }
  return feed;
}
