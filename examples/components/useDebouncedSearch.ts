import { useEffect, useState } from 'react';

/** The state of a search for the current query. */
export interface SearchState<Result> {
  /** The answer for the current query; `null` below the minimum length, before the first answer, or after an error. */
  result: Result | null;
  /** The error of the last request (never an abort), or `null`. */
  error: unknown;
  loading: boolean;
}

/** When to search. */
export interface SearchTiming {
  /** Queries shorter than this (after trimming) send nothing. */
  minLength: number;
  /** How long typing must pause before a request goes out, in milliseconds. */
  debounceMs: number;
}

/**
 * Runs `search` for `query` once typing pauses, and aborts the request in flight whenever the query changes or the
 * component unmounts, so a slow answer for an old query never replaces the answer for the new one.
 * `search` should be stable (`useCallback`); a new function starts a new search.
 */
export function useDebouncedSearch<Result>(
  query: string,
  search: (q: string, signal: AbortSignal) => Promise<Result>,
  { minLength, debounceMs }: SearchTiming,
): SearchState<Result> {
  const [state, setState] = useState<SearchState<Result>>({ result: null, error: null, loading: false });
  const q = query.trim();
  const active = q.length >= minLength;

  useEffect(() => {
    if (!active) {
      setState({ result: null, error: null, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setState({ result, error: null, loading: false });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ result: null, error, loading: false });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, active, search, debounceMs]);

  return state;
}
