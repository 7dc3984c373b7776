import { describe, expect, it } from 'vitest';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { browserForFile, docTitle, headingText, siteUrl } from './browser';
import { docsPages } from './routes';

const openPage = browserForFile({ isolation: 'page' });

describe('docs pages', () => {
  it.each(docsPages)('$path renders "$title" under the docs sidebar', async ({ path, title }) => {
    const page = await openPage();
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe(`${title} | Vihje Docs`);
    expect(await headingText(page, docTitle)).toBe(title);

    const sidebarLinks = page.locator(`${byClass(rspressMarkup.sidebarClass)} a`);
    expect(
      await sidebarLinks.evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      ),
    ).toEqual(docsPages.map((docsPage) => docsPage.path));
    const active = page.locator(
      `${byClass(rspressMarkup.sidebarClass)} ${byClass(rspressTestMarkup.sidebarItemActiveClass)}`,
    );
    expect(await active.innerText()).toBe(docsPages.find((docsPage) => docsPage.path === path)?.sidebarLabel);
  });

  it('keeps the table of contents to h2 and h3 headings', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/data'));
    const tocTargets = await page
      .locator(`${byClass(rspressMarkup.outlineClass)} a[href^="#"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1) ?? ''));
    expect(tocTargets.length).toBeGreaterThan(3);
    const levels = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName.toLowerCase() ?? 'missing'),
      tocTargets,
    );
    expect(new Set(levels)).toEqual(new Set(['h2', 'h3']));
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await openPage();
    const response = await page.goto(siteUrl('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.title()).toBe('Page not found | Vihje Docs');
    expect(await page.locator(byClass(rspressTestMarkup.notFoundClass)).innerText()).toContain('404');
    await expect.poll(() => page.locator('footer.vh-footer').count()).toBe(1);
  });
});
