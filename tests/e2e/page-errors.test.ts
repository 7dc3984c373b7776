import { describe, expect, it } from 'vitest';
import { byClass, rspressMarkup } from '../../shared/rspressMarkup';
import { crashTestKey } from '../../theme/components/CrashSwitch';
import { browserForFile, docTitle, headingText, navMenu, siteUrl } from './browser';
import { asyncChunks, saveDataInitScript, withHistoryEntry } from './routeControl';

const openPage = browserForFile();

/** A page opened on `path` with the test-only crash switch on (see theme/components/CrashSwitch). */
async function crashedPage(path: string) {
  const page = await openPage();
  await page.goto(siteUrl('/'));
  await page.evaluate((key) => localStorage.setItem(key, '1'), crashTestKey);
  await page.goto(siteUrl(path));
  await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  return page;
}

const turnCrashSwitchOff = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.evaluate((key) => localStorage.removeItem(key), crashTestKey);

describe('crash page', () => {
  it('shows the heading, the error message and "Try again", titled "Page Error"; Try again renders the page', async () => {
    const page = await crashedPage('/addresses');
    expect(await page.locator('.vh-page-error__message').innerText()).toContain(`Crash test: localStorage`);
    await expect.poll(() => page.title()).toBe('Page Error');
    await turnCrashSwitchOff(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => headingText(page, docTitle)).toBe('Addresses');
    await expect.poll(() => page.title()).toBe('Addresses | Vihje Docs');
  });

  it('keeps the navbar working, and navigating away clears the error', async () => {
    const page = await crashedPage('/data');
    await turnCrashSwitchOff(page);
    await page.locator(navMenu).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(siteUrl('/blog'));
    await expect.poll(() => page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Blog | Vihje Docs');
  });
});

describe('route load failure', () => {
  it('shows the error text and Retry when a route chunk fails, and Retry loads the page', async () => {
    const page = await openPage();
    await page.addInitScript(saveDataInitScript);
    await page.goto(siteUrl('/authentication'));
    await page.route(asyncChunks, (route) => route.abort());
    await withHistoryEntry(page, '/data');
    await page.evaluate(() => history.back());
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.locator('.vh-page-error__message').innerText()).toMatch(/Loading chunk .* failed/);
    await page.unroute(asyncChunks);
    await retry.click();
    await expect.poll(() => headingText(page, docTitle)).toBe('Data reference');
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('loads the whole page when a link target failed to preload', async () => {
    const page = await openPage();
    await page.addInitScript(saveDataInitScript);
    await page.goto(siteUrl('/authentication'));
    await page.evaluate(() => Object.assign(window, { __vhSameDocument: true }));
    // The chunks fail until the whole-page load starts, and the new document's own chunks load. Failing them until
    // the test unrouted after the document's request raced with the new document's first chunk requests: once, in
    // CI, the page never finished loading /data.
    let failChunks = true;
    await page.route(asyncChunks, (route) => (failChunks ? route.abort() : route.continue()));
    const documentRequest = page.waitForRequest((request) => {
      if (request.isNavigationRequest()) failChunks = false;
      return !failChunks;
    });
    await page.locator(byClass(rspressMarkup.sidebarClass)).getByRole('link', { name: 'Data reference' }).click();
    expect(new URL((await documentRequest).url()).pathname).toBe('/data');
    await page.waitForURL(siteUrl('/data'));
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'vhSameDocument' in window || '__vhSameDocument' in window)).toBe(false);
    expect(await headingText(page, docTitle)).toBe('Data reference');
  });
});
