/**
 * The docs pages in sidebar order, each with its route, title and sidebar label, read from docs/ and docs/_meta.json
 * the way the site's sidebar is (plugins/docsSidebar.ts): a new docs page changes no test file.
 */
import path from 'node:path';
import { docsPages as readDocsPages } from '../../plugins/docsSidebar';

export const docsPages = readDocsPages(path.resolve(import.meta.dirname, '../../docs')).map(
  ({ link, title, sidebarLabel }) => ({ path: link, title, sidebarLabel }),
);
