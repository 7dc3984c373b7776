import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { scalarMarkup } from '../../upstream/scalar/markup';
import { idFromHash, restoreHash } from './scalarHash';

/** How long (ms) after Scalar has loaded the description it may take to render its target before it is shown anyway. */
const renderTimeout = 4000;
/** Scalar renders sections near its target in idle time after it: shown once its DOM has been still this long (ms). */
const stillFor = 300;

/** Whether Scalar has rendered the element with `id` (its lazy sections carry the id on a placeholder until then). */
function hasRendered(root: HTMLElement, id: string): boolean {
  const element = root.querySelector(`[id="${CSS.escape(id)}"]`);
  return element !== null && element.getAttribute(scalarMarkup.placeholderAttribute) !== 'true';
}

/**
 * Returns Scalar's `onLoaded` callback: from then on it waits, a frame at a time, until Scalar has rendered the part
 * the URL's hash names (else `defaultId`) inside `container` and its DOM has settled, then calls `onRendered`.
 */
export function useScalarRendered(
  container: RefObject<HTMLElement | null>,
  defaultId: string,
  onRendered: (() => void) | undefined,
): () => void {
  const latest = useRef(onRendered);
  latest.current = onRendered;
  const cancel = useRef(() => {});
  useEffect(() => () => cancel.current(), []);
  return useCallback(() => {
    cancel.current();
    const root = container.current;
    if (!root) return;
    const startHash = window.location.hash;
    const targetId = idFromHash(startHash) ?? defaultId;
    const deadline = performance.now() + renderTimeout;
    let frame = 0;
    let timer = 0;
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      if (performance.now() > deadline) done();
      else timer = window.setTimeout(done, stillFor);
    });
    function done() {
      cancel.current();
      // Scalar moves the hash to the part its hidden container scrolls past as it renders (its scroll spy, which a
      // busy machine lets run after its own scroll to the target): the reader has not moved, so their hash stays.
      if (idFromHash(window.location.hash) !== idFromHash(startHash)) restoreHash(startHash);
      latest.current?.();
    }
    const waitForTarget = () => {
      if (performance.now() > deadline) return done();
      if (!hasRendered(root, targetId)) {
        frame = requestAnimationFrame(waitForTarget);
        return;
      }
      observer.observe(root, { childList: true, subtree: true, attributes: true });
      timer = window.setTimeout(done, stillFor);
    };
    cancel.current = () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      observer.disconnect();
    };
    waitForTarget();
  }, [container, defaultId]);
}
