import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import styles from './blog.module.css';
import { pagePath } from './pagination';

/** Newer / older links between the pages of a paginated list. */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }): ReactNode {
  if (pages <= 1) return null;
  return (
    <nav className={`vh-blog-pagination ${styles.pagination}`} aria-label="Blog pages">
      {page > 1 ? (
        <Link href={pagePath(base, page - 1)} rel="prev" className={styles.pageLink}>
          ← Newer posts
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageNumber}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={pagePath(base, page + 1)} rel="next" className={styles.pageLink}>
          Older posts →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
