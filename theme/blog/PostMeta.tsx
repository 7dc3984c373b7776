import { withBase } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import type { PostMetaData } from '../../shared/blogData';
import { formatDate } from '../../shared/formatDate';
import { Link } from '../components/Link';
import styles from './blog.module.css';

/** Date, reading time, authors and tag links of a post: the line under a post's title. */
export function PostMeta({ meta }: { meta: PostMetaData }): ReactNode {
  return (
    <div className={`vh-blog-meta rp-not-doc ${styles.meta}`}>
      <p className={styles.metaLine}>
        <time className="vh-blog-meta__date" dateTime={meta.date}>
          {formatDate(meta.date)}
        </time>
        <span aria-hidden="true"> · </span>
        <span className="vh-blog-meta__reading-time">{meta.readingMinutes} min read</span>
        <span aria-hidden="true"> · </span>
        <span className="vh-blog-meta__authors">
          {meta.authors.map((author, index) => (
            <span key={author.link}>
              {index > 0 && ', '}
              <Link href={author.link} className={styles.authorLink}>
                <img className={styles.avatar} src={withBase(author.avatar)} alt="" width={20} height={20} />
                {author.name}
              </Link>
            </span>
          ))}
        </span>
      </p>
      {meta.tags.length > 0 && (
        <ul className={`vh-blog-meta__tags ${styles.tags}`} aria-label="Tags">
          {meta.tags.map((tag) => (
            <li key={tag.link}>
              <Link href={tag.link} className={`vh-blog-tag ${styles.tag}`}>
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
