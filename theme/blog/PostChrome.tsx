import { useFrontmatter, useHead } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { type PostPageData, postPageDataKey } from '../../shared/blogData';
import { Link } from '../components/Link';
import styles from './blog.module.css';
import { PostMeta } from './PostMeta';

/** The open page's post data, when it is a post (plugins/blog puts it in the post's front matter). */
function usePostPage(): PostPageData | undefined {
  const { frontmatter } = useFrontmatter();
  return frontmatter?.[postPageDataKey] as PostPageData | undefined;
}

function PostJsonLd({ jsonLd }: { jsonLd: Record<string, unknown> }): null {
  useHead({
    meta: [{ property: 'og:type', content: 'article' }],
    script: [{ type: 'application/ld+json', innerHTML: JSON.stringify(jsonLd) }],
  });
  return null;
}

/** Under a post's title: date, authors, reading time, tags; and the post's structured data. Nothing on other pages. */
export function PostHeader(): ReactNode {
  const post = usePostPage();
  if (!post) return null;
  return (
    <header className={`vh-blog-post-header ${styles.postHeader}`}>
      <PostJsonLd jsonLd={post.jsonLd} />
      <PostMeta meta={post.meta} />
    </header>
  );
}

/** After a post: links to the newer and the older post. Nothing on other pages. */
export function PostFooter(): ReactNode {
  const post = usePostPage();
  if (!post || (!post.newer && !post.older)) return null;
  const { newer, older } = post;
  return (
    <nav className={`vh-blog-post-nav rp-not-doc ${styles.postNav}`} aria-label="More posts">
      {newer ? (
        <Link href={newer.link} rel="prev" className={styles.postNavLink}>
          <span className={styles.postNavLabel}>Newer post</span>
          {newer.title}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link href={older.link} rel="next" className={`${styles.postNavLink} ${styles.postNavOlder}`}>
          <span className={styles.postNavLabel}>Older post</span>
          {older.title}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
