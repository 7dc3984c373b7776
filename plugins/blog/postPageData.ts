import type { Processor } from 'unified';
import type { PostPageData } from '../../shared/blogData.ts';
import { postPageDataKey } from '../../shared/blogData.ts';

/** What Rspress's MDX compiler keeps for each page while it compiles it (its own remark plugins write the TOC here). */
interface CompilerData {
  pageMeta?: { frontmatter?: Record<string, unknown> };
}

/**
 * A remark plugin that gives each post page its data: the header, newer/older links and structured data under
 * `blogPost` in its front matter, and no docs sidebar or docs footer. Front matter is compiled into the page's own
 * module, so a post page carries its own data and nothing about other posts beyond its two neighbours' titles.
 * Rspress reads `pageMeta` after the remark plugins ran; tests/e2e/blog.test.ts fails if that ever changes.
 */
export function remarkPostPageData(dataOf: (file: string) => PostPageData | undefined) {
  return function attacher(this: Processor) {
    const compiler = this.data() as CompilerData;
    return (_tree: unknown, file: { path?: string }) => {
      const page = file.path ? dataOf(file.path) : undefined;
      const frontmatter = compiler.pageMeta?.frontmatter;
      if (!page || !frontmatter) return;
      frontmatter[postPageDataKey] = page;
      frontmatter.sidebar = false;
      frontmatter.footer = false;
    };
  };
}
