import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';

/** What Rspress's MDX compiler keeps for each page while it compiles it, and writes into the page's module. */
interface CompilerData {
  pageMeta?: Record<string, unknown>;
}

const markdownFile = /\.mdx?$/;

/**
 * Rspress ships an index of every page (title, path, table of contents, front matter, description) in the main
 * bundle, so each page — a thousand blog posts — makes every page's JS bigger. At run time the open page reads its
 * own table of contents and front matter from its module, and only the Overview component (unused here) reads other
 * pages' entries, so those two fields are dropped from the shipped index. A production build also moves each
 * Markdown page's description from the index into the page's own module (the page meta its compile writes, which
 * Rspress merges into the open page's data), since only the open page's description is read (its meta tags). The
 * search index is built before this.
 */
export function pluginSlimPageIndex(): RspressPlugin {
  const descriptions = new Map<string, string>();

  function remarkPageDescription(this: Processor) {
    const compiler = this.data() as CompilerData;
    return (_tree: Root, file: { path?: string }) => {
      const description = file.path === undefined ? undefined : descriptions.get(file.path);
      if (description !== undefined && compiler.pageMeta) compiler.pageMeta.description = description;
    };
  }

  return {
    name: 'vihje-slim-page-index',
    extendPageData(pageData, isProduction) {
      pageData.toc = [];
      pageData.frontmatter = {};
      if (isProduction && markdownFile.test(pageData._filepath) && pageData.description !== undefined) {
        descriptions.set(pageData._filepath, pageData.description);
        delete pageData.description;
      }
    },
    markdown: { remarkPlugins: [remarkPageDescription] },
  };
}
