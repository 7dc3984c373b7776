import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import styles from './blog.module.css';
import { PostMeta } from './PostMeta';
import type { BlogPost } from './types';

/** A post in a list: title, meta line, the excerpt and a "Read more" link. */
export function PostCard({ post }: { post: BlogPost }): ReactNode {
  return (
    <article className={`vh-blog-card ${styles.card}`}>
      <h2 className={`vh-blog-card__title ${styles.cardTitle}`}>
        <Link href={post.link}>{post.title}</Link>
      </h2>
      <PostMeta post={post} />
      <div
        className={`vh-blog-card__excerpt ${styles.excerpt}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered at build time from the post's own Markdown
        dangerouslySetInnerHTML={{ __html: post.excerptHtml }}
      />
      {/* The title is in the link's text, not only an aria-label: crawlers and Lighthouse read link text. */}
      <Link href={post.link} className={`vh-blog-card__more ${styles.more}`}>
        Read more<span className={styles.visuallyHidden}>: {post.title}</span>
      </Link>
    </article>
  );
}
