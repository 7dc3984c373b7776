import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import styles from './blog.module.css';
import { authorOf, tagOf } from './data';
import { formatDate } from './formatDate';
import type { BlogPost } from './types';

/** Date, authors, reading time and tag links of a post: the line under a post's title. */
export function PostMeta({ post }: { post: BlogPost }): ReactNode {
  return (
    <div className={`vh-blog-meta ${styles.meta}`}>
      <p className={styles.metaLine}>
        <time className="vh-blog-meta__date" dateTime={post.date}>
          {formatDate(post.date)}
        </time>
        <span aria-hidden="true"> · </span>
        <span className="vh-blog-meta__reading-time">{post.readingMinutes} min read</span>
        <span aria-hidden="true"> · </span>
        <span className="vh-blog-meta__authors">
          {post.authors.map((key, index) => {
            const author = authorOf(key);
            return (
              <span key={key}>
                {index > 0 && ', '}
                <Link href={`/blog/authors/${key}`} className={styles.authorLink}>
                  <img className={styles.avatar} src={author?.avatar} alt="" width={20} height={20} />
                  {author?.name ?? key}
                </Link>
              </span>
            );
          })}
        </span>
      </p>
      {post.tags.length > 0 && (
        <ul className={`vh-blog-meta__tags ${styles.tags}`} aria-label="Tags">
          {post.tags.map((key) => (
            <li key={key}>
              <Link href={`/blog/tags/${key}`} className={`vh-blog-tag ${styles.tag}`}>
                {tagOf(key)?.label ?? key}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
