import { routePathOf } from '../../shared/routePath';
/** How a pending navigation started: a link click (data preloaded first) or back/forward (URL changed first). */
export type NavigationSource = 'link' | 'history';

/** The route change in progress, if any. */
export interface PendingNavigation {
  path: string;
  source: NavigationSource;
}

/** A tiny external store, read with `useSyncExternalStore`, so the bar, the spinner and the boundary agree. */
export interface NavigationStore {
  get(): PendingNavigation | null;
  subscribe(listener: () => void): () => void;
  /** A route change to `path` has started. */
  begin(path: string, source: NavigationSource): void;
  /** The pending route change has rendered, failed or been abandoned. */
  settle(): void;
}

/** `onBegin` / `onSettle` drive the progress bar; injectable for the unit tests. */
export function createNavigationStore(hooks: { onBegin(): void; onSettle(): void }): NavigationStore {
  let pending: PendingNavigation | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin(path, source) {
      pending = { path, source };
      hooks.onBegin();
      emit();
    },
    settle() {
      if (pending === null) return;
      pending = null;
      hooks.onSettle();
      emit();
    },
  };
}

/** Route paths compare without a trailing slash, `.html` or case: `/Data/` and `/data` are one route. */
export function sameRoutePath(a: string, b: string): boolean {
  const normalise = (path: string) => routePathOf(decodeURIComponent(path)).toLowerCase();
  return normalise(a) === normalise(b);
}
