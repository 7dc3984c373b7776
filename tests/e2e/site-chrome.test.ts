import { describe, expect, it } from 'vitest';
import { browserForFile, navMenu, siteUrl, waitForHydration } from './browser';

const openPage = browserForFile({ isolation: 'page' });

describe('site chrome', () => {
  it('has the top navigation Docs, Blog, API and an external Search Console link', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/authentication'));
    const nav = page.locator(navMenu);
    const targets = await nav.locator('a').evaluateAll((links) =>
      links.map((link) => ({
        text: (link as HTMLElement).innerText.trim(),
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel'),
      })),
    );
    expect(targets.map(({ text, href }) => [text, href])).toEqual([
      ['Docs', '/'],
      ['Blog', '/blog'],
      ['API', '/api'],
      ['Search Console', 'https://console.vihje.fi'],
    ]);
    const consoleLink = targets[3];
    expect(consoleLink?.target).toBe('_blank');
    expect(consoleLink?.rel).toContain('noopener');
    // Marked as external: an arrow on screen, and words for screen readers.
    const external = nav.getByRole('link', { name: 'Search Console (opens in a new tab)' });
    expect(await external.getAttribute('href')).toBe('https://console.vihje.fi');
    expect(await external.evaluate((link) => getComputedStyle(link, '::after').content)).toContain('↗');
  });

  it('follows the Docs, Blog and API nav links to their pages', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/authentication'));
    for (const [text, path] of [
      ['Blog', '/blog'],
      ['API', '/api'],
      ['Docs', '/'],
    ] as const) {
      await page.locator(navMenu).getByRole('link', { name: text, exact: true }).click();
      await page.waitForURL(siteUrl(path));
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('has the footer links and the copyright line', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/data'));
    const footer = page.locator('footer.vh-footer');
    const links = await footer
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [(anchor as HTMLElement).innerText.trim(), anchor.getAttribute('href')]),
      );
    expect(await footer.getByRole('link', { name: 'Status (opens in a new tab)' }).count()).toBe(1);
    expect(links).toEqual([
      ['Intro', '/'],
      ['Search Console', 'https://console.vihje.fi'],
      ['Status', 'https://status.vihje.fi'],
      ['Blog', '/blog'],
    ]);
    expect(await footer.innerText()).toContain('Copyright © 2025 Vihje');
    await waitForHydration(page);
    await footer.getByRole('link', { name: 'Intro' }).click();
    await page.waitForURL(siteUrl('/'));
  });

  it('offers a language dropdown whose only locale is en', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/addresses'));
    // The menu opens with React: a click before hydration does nothing.
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Language: English' });
    expect(await button.innerText()).toBe('en');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const options = page.locator('.vh-language-menu__list a');
    expect(await options.allInnerTexts()).toEqual(['English (en)']);
    expect(await options.first().getAttribute('href')).toBe('/addresses');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });
});
