import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { byClass, rspressMarkup } from '../../shared/rspressMarkup';
import { browserForFile, docTitle, headingText, siteUrl, waitForHydration } from './browser';
import { asyncChunks, barShownAfter, saveDataInitScript, watchProgressBar, withHistoryEntry } from './routeControl';

const openPage = browserForFile();

/** A page whose route chunks arrive `delayMs` late, with prefetching off so the click itself loads them. */
async function slowChunksPage(delayMs: number) {
  const page = await openPage();
  await page.addInitScript(saveDataInitScript);
  await page.goto(siteUrl('/authentication'), { waitUntil: 'networkidle' });
  // A click before hydration is a plain page load, not a client-side navigation.
  await waitForHydration(page);
  await page.route(asyncChunks, async (route) => {
    await sleep(delayMs);
    await route.continue();
  });
  await watchProgressBar(page);
  return page;
}

describe('route progress bar', () => {
  it('shows a thin bar, without spinner, 200 ms into a slow navigation and finishes once the route rendered', async () => {
    const page = await slowChunksPage(1200);
    await page.locator(byClass(rspressMarkup.sidebarClass)).getByRole('link', { name: 'Data reference' }).click();
    await page.locator('#nprogress .bar').waitFor();
    expect(await page.locator('#nprogress .spinner').count()).toBe(0);
    const shownAfter = await barShownAfter(page);
    expect(shownAfter).toBeGreaterThanOrEqual(200);
    expect(shownAfter).toBeLessThan(1000);
    // nprogress's settings: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms.
    const settings = await page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      return bar?.style.transition;
    });
    expect(settings).toContain('200ms');
    await page.waitForURL(siteUrl('/data'));
    await expect.poll(() => headingText(page, docTitle)).toBe('Data reference');
    await page.locator('#nprogress').waitFor({ state: 'detached' });
  });

  it('shows nothing when the route is ready within 200 ms', async () => {
    const page = await openPage();
    // The shortest docs page, its chunk prefetched (in view): ready within 200 ms even on a slow CI machine with half
    // its CPU, where the longer Data reference was not (bench/NOTES.md).
    await page.goto(siteUrl('/authentication'), { waitUntil: 'networkidle' });
    await watchProgressBar(page);
    // When the new page's title is in the page, measured from the click as the bar is.
    await page.evaluate((title) => {
      const state = window as unknown as { __vhReadyAt?: number; __vhMark: number };
      new MutationObserver(() => {
        const heading = document.querySelector('h1');
        if (state.__vhReadyAt === undefined && heading?.textContent?.includes(title)) {
          state.__vhReadyAt = performance.now() - state.__vhMark;
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, 'API changelog');
    await page.locator(byClass(rspressMarkup.sidebarClass)).getByRole('link', { name: 'API changelog' }).click();
    await page.waitForURL(siteUrl('/api/changelog'));
    await expect.poll(() => headingText(page, docTitle)).toBe('API changelog');
    await sleep(400);
    const readyAfter = await page.evaluate(() => (window as unknown as { __vhReadyAt?: number }).__vhReadyAt ?? 0);
    const shownAfter = await barShownAfter(page);
    // The rule itself: a route ready within 200 ms shows no bar. On a core so busy that the render alone took longer,
    // the bar may show, but never before 200 ms.
    if (readyAfter < 200) expect(shownAfter).toBeNull();
    else expect(shownAfter ?? 200).toBeGreaterThanOrEqual(200);
  });

  it('shows the bar and a loading spinner on a slow back navigation', async () => {
    const page = await slowChunksPage(1200);
    await withHistoryEntry(page, '/integration');
    await page.evaluate(() => history.back());
    await page.locator('#nprogress .bar').waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading page' }).waitFor();
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    expect(await headingText(page, docTitle)).toBe('Integration guide');
    expect(await page.getByRole('status').filter({ hasText: 'Loading page' }).count()).toBe(0);
  });
});
