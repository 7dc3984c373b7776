import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byClass, rspressMarkup } from '../../shared/rspressMarkup';
import { browserForFile, siteUrl } from './browser';

const openPage = browserForFile();
const mobile = { width: 600, height: 900 };

const sidebar = (page: Page) => page.locator(`aside${byClass(rspressMarkup.sidebarClass)}`);
const drawerOpen = (page: Page) =>
  sidebar(page).evaluate((element, openClass) => element.classList.contains(openClass), rspressMarkup.sidebarOpenClass);
/** Whether any part of the sidebar is on screen. */
const sidebarOnScreen = (page: Page) =>
  sidebar(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return getComputedStyle(element).visibility !== 'hidden' && box.right > 0 && box.left < window.innerWidth;
  });
const openDrawer = async (page: Page) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(() => drawerOpen(page)).toBe(true);
};

describe('mobile docs sidebar drawer', () => {
  it('is hidden until the Menu button opens it, and closes on the mask', async () => {
    const page = await openPage({ viewport: mobile });
    await page.goto(siteUrl('/authentication'));
    expect(await sidebarOnScreen(page)).toBe(false);
    await openDrawer(page);
    await expect.poll(() => sidebarOnScreen(page)).toBe(true);
    await page.mouse.click(mobile.width - 20, mobile.height / 2);
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await expect.poll(() => sidebarOnScreen(page)).toBe(false);
  });

  it('shows the drawer at 996 px and the sidebar column at 997 px', async () => {
    const page = await openPage({ viewport: { width: 996, height: 900 } });
    await page.goto(siteUrl('/data'));
    expect(await sidebarOnScreen(page)).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 997, height: 900 });
    await expect.poll(() => sidebarOnScreen(page)).toBe(true);
    expect(await sidebar(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(300);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });

  it('navigates from the drawer and closes on a back navigation', async () => {
    const page = await openPage({ viewport: mobile });
    await page.goto(siteUrl('/authentication'));
    await openDrawer(page);
    await sidebar(page).getByRole('link', { name: 'Data reference' }).click();
    await page.waitForURL(siteUrl('/data'));
    await expect.poll(() => drawerOpen(page)).toBe(false);

    await openDrawer(page);
    await page.goBack();
    await page.waitForURL(siteUrl('/authentication'));
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await expect.poll(() => sidebarOnScreen(page)).toBe(false);
  });

  it('is forced hidden when the window grows to desktop width', async () => {
    const page = await openPage({ viewport: mobile });
    await page.goto(siteUrl('/addresses'));
    await openDrawer(page);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(() => drawerOpen(page)).toBe(false);
    // Scrolling works again on desktop (the drawer locks the body while open).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.setViewportSize(mobile);
    expect(await drawerOpen(page)).toBe(false);
    await expect.poll(() => sidebarOnScreen(page)).toBe(false);
  });
});
