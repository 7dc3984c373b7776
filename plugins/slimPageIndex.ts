import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { compilingPageMeta } from './upstream/rspress/pageMeta.ts';

const markdownFile = /\.mdx?$/;

/** Index fields only the open page reads: a production build writes them into the page's module instead. */
const movedFields = ['description', '_relativePath'] as const;
type MovedFields = Partial<Record<(typeof movedFields)[number], string>>;

/**
 * Rspress ships an index of every page (title, path, table of contents, front matter, description, source path) in
 * the main bundle, so each page — a thousand blog posts — makes every page's JS bigger. Only the Overview component
 * (unused here) reads other pages' entries; the open page's data is its entry merged with its module's page meta,
 * which its compile writes and which wins for the title, table of contents and front matter. So those three are
 * dropped from the shipped index, and a production build moves each Markdown page's description and source path
 * (read by its meta tags and its "Edit this page" link) from the index into the page meta of its module. The
 * search index is built before this.
 */
export function pluginSlimPageIndex(): RspressPlugin {
  const moved = new Map<string, MovedFields>();

  function remarkPageMeta(this: Processor) {
    return (_tree: Root, file: { path?: string }) => {
      const fields = file.path === undefined ? undefined : moved.get(file.path);
      const pageMeta = compilingPageMeta(this);
      if (fields && pageMeta) Object.assign(pageMeta, fields);
    };
  }

  return {
    name: 'vihje-slim-page-index',
    extendPageData(pageData, isProduction) {
      pageData.toc = [];
      pageData.frontmatter = {};
      if (!isProduction || !markdownFile.test(pageData._filepath)) return;
      const page: PageIndexInfo & MovedFields = pageData;
      const fields: MovedFields = {};
      for (const field of movedFields) {
        if (page[field] !== undefined) fields[field] = page[field];
        delete page[field];
      }
      moved.set(pageData._filepath, fields);
      // Plugins' extendPageData hooks run side by side on this object, and the sitemap's reads `routePath` after an
      // await, so that field stays. No hook reads `title`: the index ships it empty.
      pageData.title = '';
    },
    markdown: { remarkPlugins: [remarkPageMeta] },
  };
}
