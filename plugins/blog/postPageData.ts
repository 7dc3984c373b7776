import type { Processor } from 'unified';
import type { PostPageData } from '../../shared/blogData.ts';
import { postPageDataKey } from '../../shared/blogData.ts';
import { compilingPageMeta } from '../upstream/rspress/pageMeta.ts';

/**
 * A remark plugin that gives each post page its data: the header, newer/older links and structured data under
 * `blogPost` in its front matter, and no docs sidebar or docs footer. Front matter is compiled into the page's own
 * module, so a post page carries its own data and nothing about other posts beyond its two neighbours' titles.
 * Rspress reads `pageMeta` after the remark plugins ran; tests/e2e/blog.test.ts fails if that ever changes.
 */
export function remarkPostPageData(dataOf: (file: string) => PostPageData | undefined) {
  return function attacher(this: Processor) {
    return (_tree: unknown, file: { path?: string }) => {
      const page = file.path ? dataOf(file.path) : undefined;
      const frontmatter = compilingPageMeta(this)?.frontmatter;
      if (!page || !frontmatter) return;
      frontmatter[postPageDataKey] = page;
      frontmatter.sidebar = false;
      frontmatter.footer = false;
    };
  };
}
