import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routePathOf } from '../../shared/routePath';
import { site } from '../../shared/site';
import { browserForFile, docTitle, headingText, siteUrl, waitForHydration } from './browser';
import { builtPages } from './builtRoutes';
import { asyncChunks } from './routeControl';

const openPage = browserForFile();

/** Route chunk requests made after the page loaded (initial chunks excluded). */
async function chunkRequestsAfterLoad(page: Page, path: string): Promise<string[]> {
  await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (asyncChunks.test(request.url())) requested.push(request.url());
  });
  await page.mouse.wheel(0, 4000);
  await page.locator('footer.vh-footer').getByRole('link', { name: 'Blog' }).hover();
  await page.waitForLoadState('networkidle');
  return requested;
}

describe('prefetch', () => {
  it('prefetches the route chunks of links in view', async () => {
    const page = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (asyncChunks.test(request.url())) requested.push(request.url());
    });
    await page.goto(siteUrl('/authentication'));
    // The sidebar's five other docs pages, the nav's Blog and API: more chunks than the page's own.
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBeGreaterThan(4);
  });

  it.each([
    ['data saver on', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('prefetches nothing with %s, in view or on hover', async (_label, connection) => {
    const page = await openPage();
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value });
    }, connection);
    expect(await chunkRequestsAfterLoad(page, '/authentication')).toEqual([]);
  });
});

describe('old URLs', () => {
  it('normalises /x.html and /x/index.html reached client-side to /x', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/authentication'));
    await waitForHydration(page);
    for (const [legacy, plain, title] of [
      ['/data.html', '/data', 'Data reference'],
      ['/addresses/index.html', '/addresses', 'Addresses'],
    ] as const) {
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, legacy);
      await expect.poll(() => new URL(page.url()).pathname).toBe(plain);
      await expect.poll(() => headingText(page, docTitle)).toBe(title);
    }
  });
});

describe('page data after a client-side navigation', () => {
  /** What a page shows from its page data: document title, description meta tags, "Edit this page" links. */
  interface PageFacts {
    title: string;
    descriptions: string[];
    editLinks: string[];
  }
  type FactsWindow = { pageFacts: (doc: Document) => PageFacts };
  const factsScript = (editPrefix: string) => {
    (window as unknown as FactsWindow).pageFacts = (doc) => ({
      title: doc.title,
      descriptions: [...doc.querySelectorAll('meta[name$="description"], meta[property$="description"]')]
        .map((tag) => tag.getAttribute('content') ?? '')
        .sort(),
      editLinks: [...doc.querySelectorAll<HTMLAnchorElement>(`a[href^="${editPrefix}"]`)].map((link) => link.href),
    });
  };

  it('shows each page its own title, description and edit link, as its served HTML does', async () => {
    const page = await openPage();
    await page.addInitScript(factsScript, `${site.repositoryUrl}/edit/`);
    await page.goto(siteUrl('/authentication'));
    await waitForHydration(page);
    // The production build moves each page's description and source path from the page index into its module.
    const paths = builtPages()
      .filter((file) => file !== '404.html' && file !== 'authentication.html')
      .map((file) => routePathOf(`/${file}`));
    for (const target of paths) {
      const served = await page.evaluate(async (pathname) => {
        const html = await (await fetch(pathname)).text();
        const doc = new DOMParser().parseFromString(html, 'text/html');
        return (window as unknown as FactsWindow).pageFacts(doc);
      }, target);
      // Its own description: the site's is only the fallback of a page without one.
      expect(served.descriptions.length, target).toBeGreaterThan(0);
      expect(served.descriptions, target).not.toContain(site.description);
      await page.evaluate((pathname) => {
        history.pushState(null, '', pathname);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as FactsWindow).pageFacts(document)), { message: target })
        .toEqual(served);
    }
  });
});

describe('keyboard focus', () => {
  it('adds the keyboard class on Tab, showing focus rings, and removes it on mouse use', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/data'), { waitUntil: 'networkidle' });
    const hasClass = () => page.evaluate(() => document.documentElement.classList.contains('vh-keyboard'));
    expect(await hasClass()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await hasClass()).toBe(true);
    const outline = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body ? getComputedStyle(focused).outlineStyle : 'nothing focused';
    });
    expect(outline).toBe('solid');
    await page.mouse.click(700, 500);
    expect(await hasClass()).toBe(false);
  });

  it('shows focus rings on Tab before the page is hydrated (its scripts never arrive here)', async () => {
    const page = await openPage();
    await page.route(/\/static\/js\//, (route) => route.abort());
    await page.goto(siteUrl('/data'), { waitUntil: 'load' });
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      keyboard: document.documentElement.classList.contains('vh-keyboard'),
      outline:
        document.activeElement === document.body
          ? 'nothing focused'
          : getComputedStyle(document.activeElement as Element).outlineStyle,
    }));
    expect(focused).toEqual({ keyboard: true, outline: 'solid' });
  });
});

describe('scroll position', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  it('keeps a reader where they scrolled before the page hydrated', async () => {
    const page = await openPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/static\/js\//, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(siteUrl('/data'), { waitUntil: 'commit' });
    await page.locator(docTitle).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    expect(await scrollY(page)).toBe(2000);
    release();
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await scrollY(page)).toBe(2000);
  });

  it('starts a page reached by a link at its top', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/data'));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await page.locator('footer.vh-footer').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(siteUrl('/blog'));
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
