import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import styles from './blog.module.css';
import { neighbours, postBySlug } from './data';
import { PostMeta } from './PostMeta';

/** Under a post's title: date, authors, reading time, tags. Injected by plugins/blog. */
export function PostHeader({ slug }: { slug: string }): ReactNode {
  const post = postBySlug(slug);
  if (!post) return null;
  return (
    <header className={`vh-blog-post-header ${styles.postHeader}`}>
      <PostMeta post={post} />
    </header>
  );
}

/** After a post: links to the newer and the older post. Injected by plugins/blog. */
export function PostFooter({ slug }: { slug: string }): ReactNode {
  const { newer, older } = neighbours(slug);
  if (!newer && !older) return null;
  return (
    <nav className={`vh-blog-post-nav ${styles.postNav}`} aria-label="More posts">
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
