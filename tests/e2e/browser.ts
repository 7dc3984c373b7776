import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { headlessShellPath, launchChromium } from '../../scripts/chromium';
import { byClass, rspressTestMarkup } from '../../shared/rspressMarkup';

/** A URL on the locally served production build. */
export const siteUrl = (pathname: string): string => new URL(pathname, inject('baseUrl')).toString();

/** The site's own origin, for telling first-party requests from others. */
export const siteOrigin = (): string => new URL(inject('baseUrl')).origin;

let workerBrowser: Promise<Browser> | undefined;

/**
 * The test worker's Chromium, Debian's headless shell (Playwright gives it a fresh temporary profile), shared by the
 * files the worker runs: each file's pages are in contexts of its own, and a launch is more CPU than many a file's
 * tests (bench/NOTES.md).
 * Launched when first needed, and again if it went away (a crash fails that file's tests, not the next file's).
 * Playwright closes it when the worker process exits.
 */
function browserOfWorker(): Promise<Browser> {
  if (!workerBrowser) {
    const launched = launchChromium(headlessShellPath);
    workerBrowser = launched;
    const forget = () => {
      if (workerBrowser === launched) workerBrowser = undefined;
    };
    launched.then((browser) => browser.on('disconnected', forget), forget);
  }
  return workerBrowser;
}

/**
 * Pages for a test file, in the worker's Chromium. Each call of the returned function opens a page, by default in an
 * isolated context — its own storage and cache. The pages and contexts a test opened are closed when it ends: a page
 * left open keeps running its timers, observers and animations on a CPU that the other test files share; the file's
 * kept contexts are closed after its tests. `closesOwnPages` leaves closing pages to the caller, for files whose pages
 * outlive one test.
 */
export function browserForFile({
  closesOwnPages = false,
  isolation = 'context',
}: {
  closesOwnPages?: boolean;
  /**
   * `page`: the file's tests need no storage or cold cache of their own, so each `openPage(options)` opens a page in
   * one context kept for those options: they share its cache, as a reader's second page does, and its storage. A
   * context of its own costs a test a renderer and a cold start of the site's scripts (bench/NOTES.md).
   */
  isolation?: 'context' | 'page';
} = {}): (options?: BrowserContextOptions) => Promise<Page> {
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  const kept = new Map<string, Promise<BrowserContext>>();
  const newContext = async (options: BrowserContextOptions) => {
    return (await browserOfWorker()).newContext({ viewport: { width: 1440, height: 900 }, ...options });
  };
  const closeTestPages = async () => {
    const open = [...contexts, ...pages];
    contexts = [];
    pages = [];
    await Promise.all(open.map((item) => item.close()));
  };
  if (!closesOwnPages) afterEach(closeTestPages);
  afterAll(async () => {
    await closeTestPages();
    await Promise.all([...kept.values()].map(async (context) => (await context).close()));
  });
  const openPage = async (options: BrowserContextOptions = {}) => {
    if (isolation === 'context') {
      const context = await newContext(options);
      contexts.push(context);
      return context.newPage();
    }
    const key = JSON.stringify(options);
    let context = kept.get(key);
    if (!context) {
      context = newContext(options);
      kept.set(key, context);
    }
    const page = await (await context).newPage();
    pages.push(page);
    return page;
  };
  return openPage;
}

/** A heading's text without the `#` anchor link the theme puts in it. */
export const headingText = (page: Page, selector: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((heading, anchorSelector) => {
      const copy = heading.cloneNode(true) as HTMLElement;
      for (const anchor of copy.querySelectorAll(anchorSelector)) anchor.remove();
      return (copy.textContent ?? '').trim();
    }, byClass(rspressTestMarkup.headerAnchorClass));

/** The doc page's title heading. */
export const docTitle = `${byClass(rspressTestMarkup.docClass)} h1`;

/** The navbar's menu of the site's sections. */
export const navMenu = `header${byClass(rspressTestMarkup.navClass)} ${byClass(rspressTestMarkup.navMenuClass)}`;

/**
 * Waits until React has hydrated the pre-rendered page: until then the router does not listen to history, so a
 * `history.back()` only changes the URL. Reads React's root state (`isDehydrated` turns false when hydration
 * commits); the error names what moved if a React upgrade changes it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const container = document.getElementById('__rspress_root');
    if (!container) throw new Error('waitForHydration: no #__rspress_root container in the page');
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
    if (!key) return false;
    const fiber = (container as unknown as Record<string, { stateNode?: { current?: { memoizedState?: unknown } } }>)[
      key
    ];
    const state = fiber?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | undefined;
    if (typeof state?.isDehydrated !== 'boolean') {
      throw new Error('waitForHydration: React root state has no isDehydrated flag (React internals moved)');
    }
    return !state.isDehydrated;
  });
}
