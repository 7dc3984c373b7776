import type { ReactNode } from 'react';
import type { PageNav } from '../../shared/blogData';
import { pagePath } from '../../shared/blogUrls';
import { Link } from '../components/Link';
import styles from './blog.module.css';

/** Newer / older links between the pages of a paginated list. */
export function Pagination({ nav: { base, page, pages } }: { nav: PageNav }): ReactNode {
  if (pages <= 1) return null;
  return (
    <nav className={`vh-blog-pagination rp-not-doc ${styles.pagination}`} aria-label="Blog pages">
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
