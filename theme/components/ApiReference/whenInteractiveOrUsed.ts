/** TTI's quiet window: the page counts as interactive once this long has passed after load without a long task. */
export const quietWindowMs = 5000;

/** What counts as starting to use the reference: a press, a key, or focus moving into it. */
const useEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the first of: the page is interactive (loaded, then `quietWindowMs` with no long task,
 * as Time to Interactive defines it; without long-task timing, that long after load), or the reader starts using
 * `target`. Returns a function that cancels it.
 */
export function whenInteractiveOrUsed(target: HTMLElement, callback: () => void): () => void {
  let done = false;
  let timer = 0;
  let observer: PerformanceObserver | undefined;
  const cleanUp = () => {
    window.clearTimeout(timer);
    observer?.disconnect();
    window.removeEventListener('load', startQuietWindow);
    for (const type of useEvents) target.removeEventListener(type, fire);
  };
  function fire() {
    if (done) return;
    done = true;
    cleanUp();
    callback();
  }
  function restartTimer() {
    window.clearTimeout(timer);
    timer = window.setTimeout(fire, quietWindowMs);
  }
  function startQuietWindow() {
    if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
      observer = new PerformanceObserver(restartTimer);
      observer.observe({ type: 'longtask' });
    }
    restartTimer();
  }
  for (const type of useEvents) target.addEventListener(type, fire);
  if (document.readyState === 'complete') startQuietWindow();
  else window.addEventListener('load', startQuietWindow, { once: true });
  return () => {
    done = true;
    cleanUp();
  };
}
