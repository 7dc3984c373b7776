import { describe, expect, it } from 'vitest';
import { fixtureSection } from '../../scripts/fixtureSite';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { browserForFile } from './browser';
import { serveFixtureSite } from './fixtureServer';

const openPage = browserForFile({ isolation: 'page' });
/** The fixture site (scripts/fixtureSite.ts) has one docs section, `docs/guides/`, with a sidebar of its own. */
const origin = serveFixtureSite();

const sectionRoutes = fixtureSection.pages.map(([name]) => `/${fixtureSection.folder}/${name}`);
const sidebarLinks = `${byClass(rspressMarkup.sidebarClass)} a`;
const pathnames = (links: Element[]) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname);

describe('a docs section', () => {
  it.each(fixtureSection.pages)('shows /guides/%s under its own sidebar, and only that', async (name, title) => {
    const page = await openPage();
    const response = await page.goto(`${origin()}/${fixtureSection.folder}/${name}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe(`${title} | Vihje Docs`);
    expect(await page.locator(sidebarLinks).evaluateAll(pathnames)).toEqual(sectionRoutes);
    const active = page.locator(
      `${byClass(rspressMarkup.sidebarClass)} ${byClass(rspressTestMarkup.sidebarItemActiveClass)}`,
    );
    expect(await active.innerText()).toBe(title);
  });

  it('is linked from the top-level sidebar by its first page, and reached by a click', async () => {
    const page = await openPage();
    await page.goto(`${origin()}/authentication`);
    const [firstName, firstTitle] = fixtureSection.pages[0];
    const link = page.locator(sidebarLinks, { hasText: firstTitle });
    expect(await link.evaluateAll(pathnames)).toEqual([`/${fixtureSection.folder}/${firstName}`]);
    expect(await page.locator(sidebarLinks).evaluateAll(pathnames)).not.toContain(sectionRoutes[1]);
    await link.click();
    await page.waitForURL(`${origin()}/${fixtureSection.folder}/${firstName}`);
    await expect.poll(() => page.locator(sidebarLinks).evaluateAll(pathnames)).toEqual(sectionRoutes);
  });
});
