/**
 * The site's content as the build reads it, for the browser tests' expectations: the docs pages in sidebar order
 * (docs/ and docs/_meta.json, the way plugins/docsSidebar.ts builds the sidebar) and the published posts, newest
 * first (docs/blog, the way plugins/blog reads them). A new docs page or post changes no test file.
 */
import path from 'node:path';
import { collectPosts } from '../../plugins/blog/collectPosts';
import { docsPages as readDocsPages } from '../../plugins/docsSidebar';

const docsDir = path.resolve(import.meta.dirname, '../../docs');

export const docsPages = readDocsPages(docsDir).map(({ link, title, sidebarLabel, file }) => ({
  path: link,
  title,
  sidebarLabel,
  file,
}));

export const publishedPosts = collectPosts(path.join(docsDir, 'blog'), { includeDrafts: false });
