import { initPageData, PageContext, useHead, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useState } from 'react';
import styles from './index.module.css';
import { isChunkLoadError } from './isChunkLoadError';

/** The document title while the crash page shows (spec §2). */
export const crashTitle = 'Page Error';

interface PageErrorProps {
  error: Error;
  /** Renders the page again. */
  onReset: () => void;
}

/** The crash page: heading, the error's message and a button that renders the page again. */
function CrashPanel({ error, onReset }: PageErrorProps): ReactNode {
  // Outranks DocumentTitle's entry, which stays mounted beside the crashed page.
  useHead({ title: crashTitle }, { tagPriority: 'critical' });
  return (
    <div className={`vh-page-error ${styles.panel}`} role="alert">
      <h1 className={styles.title}>This page crashed.</h1>
      <pre className={`vh-page-error__message ${styles.message}`}>{error.message}</pre>
      <button type="button" className={styles.button} onClick={onReset}>
        Try again
      </button>
    </div>
  );
}

/** A route chunk that failed to download: its error and a Retry that loads the route's chunk and data again. */
function LoadFailedPanel({ error, onReset }: PageErrorProps): ReactNode {
  const { setData } = useContext(PageContext);
  const { pathname } = useLocation();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      // App loads page data once per path and keeps the old page's after a failure: load it again for this path.
      setData?.(await initPageData(pathname));
    } catch {
      // Still failing: rendering again shows this panel with the new error.
    }
    setRetrying(false);
    onReset();
  };
  return (
    <div className={`vh-page-error ${styles.panel}`} role="alert">
      <p className={styles.title}>This page could not be loaded.</p>
      <pre className={`vh-page-error__message ${styles.message}`}>{error.message}</pre>
      <button type="button" className={styles.button} onClick={retry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}

/** What replaces a page that threw: the load-failure panel for a failed download, the crash page for anything else. */
export function PageError(props: PageErrorProps): ReactNode {
  return isChunkLoadError(props.error) ? <LoadFailedPanel {...props} /> : <CrashPanel {...props} />;
}
