import type { ReactNode } from 'react';
import type { PostCardData } from '../../shared/blogData';
import { Link } from '../components/Link';
import styles from './blog.module.css';
import { PostMeta } from './PostMeta';

/** A post in a list: title, meta line, the excerpt (compiled from the post's MDX) and a "Read more" link. */
export function PostCard({ post, children }: { post: PostCardData; children?: ReactNode }): ReactNode {
  return (
    <article className={`vh-blog-card ${styles.card}`}>
      <h2 className={`vh-blog-card__title rp-not-doc ${styles.cardTitle}`}>
        <Link href={post.link}>{post.title}</Link>
      </h2>
      <PostMeta meta={post.meta} />
      <div className={`vh-blog-card__excerpt ${styles.excerpt}`}>{children}</div>
      {/* The title is in the link's text, not only an aria-label: crawlers and Lighthouse read link text. */}
      <Link href={post.link} className={`vh-blog-card__more rp-not-doc ${styles.more}`}>
        Read more<span className={styles.visuallyHidden}>: {post.title}</span>
      </Link>
    </article>
  );
}
