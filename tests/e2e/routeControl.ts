import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

/** Route chunks (and any other lazily loaded JS/CSS) live here in the production build. */
export const asyncChunks = /\/static\/(js|css)\/async\//;

/** Marks the document, so that a full page load (which starts a new one) shows as the mark missing. */
export const markDocument = (page: Page, mark: string) =>
  page.evaluate((value) => {
    (window as unknown as { vhMark?: string }).vhMark = value;
  }, mark);

/** The document's mark (`markDocument`), undefined in a document loaded since. */
export const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { vhMark?: string }).vhMark);

/** Makes the page believe it is on a data-saver connection, which turns route prefetching off. */
export const saveDataInitScript = () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
};

/**
 * Makes `target` the previous history entry of the hydrated page, so `history.back()` navigates client-side to it.
 */
export async function withHistoryEntry(page: Page, target: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((path) => {
    const current = window.location.pathname;
    history.pushState(null, '', path);
    history.pushState(null, '', current);
  }, target);
}

/** Records in the page when nprogress's bar is added (ms since `window.__vhMark`), for timing assertions. */
export async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { __vhBarShownAt?: number; __vhMark: number };
    state.__vhMark = performance.now();
    // A navigation starts at the click: measure from there, not from the test's own steps before it.
    document.addEventListener(
      'click',
      () => {
        state.__vhMark = performance.now();
      },
      { capture: true, once: true },
    );
    new MutationObserver(() => {
      if (state.__vhBarShownAt === undefined && document.getElementById('nprogress')) {
        state.__vhBarShownAt = performance.now() - state.__vhMark;
      }
    }).observe(document.body, { childList: true });
  });
}

/** Milliseconds from the first click after `watchProgressBar` (else from the call) to the bar's appearance, or null. */
export const barShownAfter = (page: Page): Promise<number | null> =>
  page.evaluate(() => (window as unknown as { __vhBarShownAt?: number }).__vhBarShownAt ?? null);
