/**
 * Scalar writes the section in view into the URL's hash (`history.replaceState({}, '', '#models/Company')`) as its
 * sections scroll, render or re-render. It stays mounted until the next page has rendered, so when a reader leaves
 * `/api` while it is still rendering (just after a colour-mode switch, or on a slow phone), its late writes land on
 * the next page: the reader arrives on `/#models/Company`, and the router's history entry loses its state.
 *
 * Scalar has no setting to stop writing the URL, and the writes are `window.history` calls from inside its bundle;
 * so while Scalar is mounted, a write that only changes the hash of a page other than Scalar's is dropped. The site's
 * own navigation changes the path and passes; a hash link on the next page is the browser's, not a history call.
 */

/** Ends one hold; the history methods are the browser's again once no hold is left. */
export type Release = () => void;

type HistoryWrite = History['replaceState'];

/** The pages of the Scalar instances mounted now (a colour-mode switch mounts the new one before the old goes). */
const scalarPaths: string[] = [];
let restore: (() => void) | undefined;

/** Whether `url` changes only the hash of the current URL, on a page no mounted Scalar is on. */
function hashWriteOffScalarsPage(url: string | URL | null | undefined): boolean {
  if (url === null || url === undefined || scalarPaths.length === 0) return false;
  const current = new URL(window.location.href);
  if (scalarPaths.includes(current.pathname)) return false;
  const target = new URL(url, current);
  const withoutHash = (address: URL) => address.href.replace(/#.*$/, '');
  return target.hash !== '' && withoutHash(target) === withoutHash(current);
}

function guardHistory(): () => void {
  const { history } = window;
  const original = { replaceState: history.replaceState, pushState: history.pushState };
  const guarded =
    (write: HistoryWrite): HistoryWrite =>
    (data, unused, url) => {
      if (!hashWriteOffScalarsPage(url)) write.call(history, data, unused, url);
    };
  const replaceState = guarded(original.replaceState);
  const pushState = guarded(original.pushState);
  history.replaceState = replaceState;
  history.pushState = pushState;
  return () => {
    // Put back only what is still ours: a wrapper installed over ours keeps working, through ours.
    if (history.replaceState === replaceState) history.replaceState = original.replaceState;
    if (history.pushState === pushState) history.pushState = original.pushState;
  };
}

/**
 * Until the returned function is called, `history.replaceState` and `history.pushState` ignore a call that would
 * change only the hash of the current URL while the current page is not `scalarPath` (the page Scalar is mounted on).
 */
export function keepScalarUrlWritesOnItsPage(scalarPath: string): Release {
  scalarPaths.push(scalarPath);
  restore ??= guardHistory();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scalarPaths.splice(scalarPaths.indexOf(scalarPath), 1);
    if (scalarPaths.length === 0) {
      restore?.();
      restore = undefined;
    }
  };
}
