import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureBuildDir, fixtureRouteSectionSize, fixtureSection } from '../../scripts/fixtureSite';
import { isHashedAsset } from '../../scripts/publish/cacheControl';
import { browserForFile, docTitle, headingText, waitForHydration } from './browser';
import { fixtureEntryChunk, fixtureHtml, fixtureRoutes } from './fixtureBuild';
import { serveFixtureSite } from './fixtureServer';
import { documentMark, markDocument, saveDataInitScript } from './routeControl';

const openPage = browserForFile({ isolation: 'page' });
/**
 * The fixture site (scripts/fixtureSite.ts) has its route table in sections of `fixtureRouteSectionSize` routes, as
 * a site of thousands of pages has: the entry chunk lists the sections, and a section's routes load when needed.
 */
const origin = serveFixtureSite();

const start = { path: '/authentication', title: 'Authentication' };
const [sectionPage, sectionTitle] = fixtureSection.pages[0];
const target = { path: `/${fixtureSection.folder}/${sectionPage}`, title: sectionTitle };

const preloads = (route: string) =>
  [...fixtureHtml(route).matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]);

describe('a route table loaded by section', () => {
  it('keeps every page route out of the entry chunk, which names only where each section starts', () => {
    const routes = fixtureRoutes();
    expect(routes.length).toBeGreaterThan(4 * fixtureRouteSectionSize);
    const entry = fixtureEntryChunk(start.path);
    // No route row (`["/path","file.mdx",…]`) and no page-index entry (`routePath:"/path"`); a section is listed by
    // its first lookup key (with a trailing slash) and the import of its chunk (`["/blog/",()=>…]`).
    const named = (route: string) =>
      entry.includes(`[${JSON.stringify(route)},"`) || entry.includes(`routePath:${JSON.stringify(route)}`);
    expect(routes.filter(named)).toEqual([]);
    const sectionStarts = routes.filter((route) => entry.includes(JSON.stringify(route === '/' ? '/' : `${route}/`)));
    expect(sectionStarts.length).toBeGreaterThan(1);
    expect(sectionStarts.length).toBeLessThanOrEqual(Math.ceil(routes.length / fixtureRouteSectionSize));
  });

  it('loads every lazily loaded chunk from one folder named for the build, cached for good, with no map of them', () => {
    const folders = readdirSync(path.join(fixtureBuildDir, 'static', 'js')).filter((name) => name.startsWith('async'));
    expect(folders).toHaveLength(1);
    const [folder = ''] = folders;
    expect(folder).toMatch(/^async\.[0-9a-f]{10}$/);
    const chunks = readdirSync(path.join(fixtureBuildDir, 'static', 'js', folder));
    expect(chunks.length).toBeGreaterThan(fixtureRoutes().length);
    expect(isHashedAsset(`static/js/${folder}/${chunks[0]}`)).toBe(true);
    // The entry makes a chunk's file name from its id and the folder: no table of names or hashes.
    expect(fixtureEntryChunk(start.path)).toContain(`"static/js/async."`);
  });

  it("has each page's HTML preload its section's chunk with its own, and show its text without JavaScript", () => {
    for (const { path: route, title } of [start, target]) {
      expect(preloads(route).length, route).toBeGreaterThanOrEqual(2);
      expect(fixtureHtml(route)).toContain(title);
    }
    // The two pages are in different sections, so neither preloads all the other's chunks.
    expect(preloads(target.path).filter((href) => !preloads(start.path).includes(href)).length).toBeGreaterThan(0);
  });

  it('renders a page of a later section on a first visit', async () => {
    const page = await openPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Save-Data: the site prefetches no route, so a section loads only when a page of it is opened.
    await page.addInitScript(saveDataInitScript);
    await page.goto(`${origin()}${target.path}`);
    await waitForHydration(page);
    expect(await headingText(page, docTitle)).toBe(target.title);
    expect(errors).toEqual([]);
  });

  it('follows a link into a section not loaded yet without a full page load, and goes back into one after a reload', async () => {
    const page = await openPage();
    // Save-Data: the site prefetches no route, so a section loads only when a page of it is opened.
    await page.addInitScript(saveDataInitScript);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/static\/js\/async\.[0-9a-f]{10}\//.test(pathname)) chunks.push(pathname);
    });
    await page.goto(`${origin()}${start.path}`);
    await waitForHydration(page);
    await markDocument(page, 'first');
    chunks.length = 0;

    await page.locator(`a[href="${target.path}"]`).first().click();
    await page.waitForURL(`${origin()}${target.path}`);
    await expect.poll(() => headingText(page, docTitle)).toBe(target.title);
    expect(await documentMark(page)).toBe('first');
    // The target's section and its page, neither of which the first page had loaded.
    expect(chunks.length).toBeGreaterThanOrEqual(2);

    await page.reload();
    await waitForHydration(page);
    await markDocument(page, 'after reload');
    await page.goBack();
    await page.waitForURL(`${origin()}${start.path}`);
    await expect.poll(() => headingText(page, docTitle)).toBe(start.title);
    expect(await documentMark(page)).toBe('after reload');
  });
});
