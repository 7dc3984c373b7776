import { type ReactNode, useSyncExternalStore } from 'react';
import { navigation } from '../../navigation';
import styles from './index.module.css';

/**
 * The spinner shown while a back/forward navigation waits for its route's chunk (link clicks load it before they
 * navigate and show only the bar). It fades in late, so a route that is ready quickly shows nothing.
 */
export function RouteLoading(): ReactNode {
  const pending = useSyncExternalStore(navigation.subscribe, navigation.get, () => null);
  if (pending?.source !== 'history') return null;
  return (
    <div className={`vh-route-loading ${styles.loading}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>Loading page…</span>
    </div>
  );
}
