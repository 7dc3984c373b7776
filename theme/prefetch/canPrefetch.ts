/** The part of `navigator.connection` (Network Information API, Chromium only) that prefetching respects. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the reader asked to save data or is on a 2g-class connection; true when the browser can't tell. */
export function canPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
