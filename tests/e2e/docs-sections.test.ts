import { describe, expect, it } from 'vitest';
import { fixtureSection } from '../../scripts/fixtureSite';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { browserForFile, waitForHydration } from './browser';
import { fixtureEntryChunk, fixtureHtml, fixtureLazyChunks } from './fixtureBuild';
import { serveFixtureSite } from './fixtureServer';
import { documentMark, markDocument, saveDataInitScript } from './routeControl';

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
    // Once React has taken the page over: the sidebar it renders is the one the HTML has.
    await waitForHydration(page);
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

  it('ships its sidebar with its pages: the HTML has it, the entry chunk every page downloads does not', () => {
    // Rspress writes a sidebar link as `/guides/webhooks.html`; the first page's link is also the top sidebar's.
    const ownLinks = sectionRoutes.slice(1).map((route) => JSON.stringify(`${route}.html`));
    expect(ownLinks.length).toBeGreaterThan(0);
    for (const route of sectionRoutes) {
      const html = fixtureHtml(route);
      for (const other of sectionRoutes) expect(html).toContain(`href="${other}"`);
    }
    const entry = fixtureEntryChunk(sectionRoutes[0] as string);
    expect(ownLinks.filter((link) => entry.includes(link))).toEqual([]);
    const chunksWithSidebar = [...fixtureLazyChunks()].filter(([, text]) =>
      ownLinks.every((link) => text.includes(link)),
    );
    expect(chunksWithSidebar.length).toBeGreaterThan(0);
  });

  it('shows the sidebar of the page a reader goes back or forward to, its section loaded or not', async () => {
    const page = await openPage();
    // Save-Data: the site prefetches no route, so the section's pages load only when one is opened.
    await page.addInitScript(saveDataInitScript);
    const [firstName, firstTitle] = fixtureSection.pages[0];
    const sectionPage = `${origin()}/${fixtureSection.folder}/${firstName}`;
    const sidebar = () => page.locator(sidebarLinks).evaluateAll(pathnames);
    await page.goto(`${origin()}/authentication`);
    await waitForHydration(page);
    const topLinks = await sidebar();
    expect(topLinks).not.toEqual(sectionRoutes);
    await page.locator(sidebarLinks, { hasText: firstTitle }).click();
    await page.waitForURL(sectionPage);
    await expect.poll(sidebar).toEqual(sectionRoutes);
    await page.goBack();
    await expect.poll(sidebar).toEqual(topLinks);
    // After a reload, the section's page is no longer loaded when the reader goes forward to it.
    await page.reload();
    await waitForHydration(page);
    await markDocument(page, 'after reload');
    await page.goForward();
    await page.waitForURL(sectionPage);
    await expect.poll(() => page.title()).toBe(`${firstTitle} | Vihje Docs`);
    await expect.poll(sidebar).toEqual(sectionRoutes);
    expect(await documentMark(page)).toBe('after reload');
  });
});
