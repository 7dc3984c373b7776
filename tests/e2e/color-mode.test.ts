import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { browserForFile, docTitle, headingText, siteUrl } from './browser';

const openPage = browserForFile();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedMode = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));
/** The desktop navbar's colour mode control (the mobile menu has a second one). */
const colorModeSwitch = (page: Page) => page.locator(`${byClass(rspressTestMarkup.navOthersClass)} .vh-color-mode`);
const pressed = (page: Page) => colorModeSwitch(page).locator('button[aria-pressed="true"]').getAttribute('aria-label');

describe('colour mode', () => {
  it('defaults to light when the system states no preference, and nothing is stored', async () => {
    const page = await openPage({ colorScheme: 'no-preference' });
    await page.goto(siteUrl('/'));
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
    await expect.poll(() => pressed(page)).toBe('System');
    expect(await storedMode(page)).toBeNull();
  });

  it('follows the system setting when nothing is stored, live', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await page.goto(siteUrl('/'));
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  it('stores the choice under an un-namespaced key and applies it before paint on the next load', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await page.goto(siteUrl('/data'));
    await colorModeSwitch(page).getByRole('button', { name: 'Dark', exact: true }).click();
    expect(await isDark(page)).toBe(true);
    expect(await storedMode(page)).toBe('dark');
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['theme']);

    // The pre-paint script alone must set the class: check the HTML before any module script runs.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.unroute('**/static/js/**');

    await page.reload();
    await expect.poll(() => pressed(page)).toBe('Dark');
    await colorModeSwitch(page).getByRole('button', { name: 'System', exact: true }).click();
    expect(await isDark(page)).toBe(false);
    expect(await storedMode(page)).toBe('system');
  });

  it('keeps a stored light choice even when the system prefers dark', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await page.goto(siteUrl('/integration'));
    expect(await isDark(page)).toBe(false);
    // The control shows the stored choice once hydrated (the pre-rendered HTML cannot know it).
    await expect.poll(() => pressed(page)).toBe('Light');
  });

  it('still renders and follows the system when localStorage throws, with one warning', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(siteUrl('/authentication'));
    expect(await headingText(page, docTitle)).toBe('Authentication');
    expect(await isDark(page)).toBe(true);

    await colorModeSwitch(page).getByRole('button', { name: 'Light', exact: true }).click();
    expect(await isDark(page)).toBe(false);
    await page.locator(byClass(rspressMarkup.sidebarClass)).getByRole('link', { name: 'Data reference' }).click();
    await page.waitForURL(siteUrl('/data'));
    await expect.poll(() => headingText(page, docTitle)).toBe('Data reference');

    expect(errors).toEqual([]);
    expect(warnings.filter((text) => text.includes('localStorage'))).toHaveLength(1);
  });
});
