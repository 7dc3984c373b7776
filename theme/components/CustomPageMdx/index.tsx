import { MDXProvider } from '@mdx-js/react';
import { useFrontmatter, usePage } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { Link } from '../Link';

/** The `<main>` landmark for a custom-layout page, which Rspress renders with no landmark at all. */
function CustomPageMain({ children }: { children?: ReactNode }): ReactNode {
  return <main className="vh-custom-page">{children}</main>;
}

const customPageComponents = { wrapper: CustomPageMain, a: Link };
const docPageComponents = {};

/**
 * MDX components for custom-layout pages (`pageType: custom`: the blog, the API reference), which Rspress renders
 * outside DocContent's MDXProvider: a `<main>` around the content, and the site's Link for links (so the headings'
 * aria-hidden `#` anchors are not tab stops). Doc pages get nothing from here: DocContent provides theirs.
 */
export function CustomPageMdx({ children }: { children: ReactNode }): ReactNode {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  // A page whose widget brings its own <main> (Scalar on /api) opts out with `mainLandmark: false`.
  const components =
    page.pageType !== 'custom'
      ? docPageComponents
      : frontmatter.mainLandmark === false
        ? { a: Link }
        : customPageComponents;
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
