import path from 'node:path';
import type { Page } from 'playwright-core';
import { listFiles } from '../../shared/listFiles';
import { routePathOf } from '../../shared/routePath';

const buildDir = path.resolve('doc_build');

/** Every built page's file, relative to doc_build (`index.html`, `data.html`, `404.html`, …). */
export function builtPages(): string[] {
  return listFiles(buildDir, (file) => file.endsWith('.html'), { relative: true });
}

/** A path no page answers, to reach the 404 page the way readers do. */
export const unknownPath = '/no-such-page';

/**
 * Every route of the built site, derived from doc_build (so new pages are covered without editing tests), plus an
 * unknown path for the 404 page.
 */
export function builtRoutes(): string[] {
  const routes = builtPages()
    .filter((file) => file !== '404.html')
    .map((file) => routePathOf(`/${file}`));
  return [...routes, unknownPath];
}

/** Scrolls to the bottom in viewport steps, so lazy and in-view behaviour runs as when a reader scrolls. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
}
