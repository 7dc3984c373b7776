import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress ships an index of every page (title, path, table of contents, front matter, description) in the main
 * bundle, so each page — a thousand blog posts — makes every page's JS bigger. At run time the open page reads its
 * own table of contents and front matter from its module, and only the Overview component (unused here) reads other
 * pages' entries, so those two fields are dropped from the shipped index. The search index is built before this.
 */
export function pluginSlimPageIndex(): RspressPlugin {
  return {
    name: 'vihje-slim-page-index',
    extendPageData(pageData) {
      pageData.toc = [];
      pageData.frontmatter = {};
    },
  };
}
