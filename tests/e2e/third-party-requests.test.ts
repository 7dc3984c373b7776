import { describe, expect, it } from 'vitest';
import { browserForFile, siteOrigin, siteUrl } from './browser';
import { builtRoutes, scrollThrough } from './builtRoutes';

const openPage = browserForFile();

describe('no third-party requests', () => {
  it.each(builtRoutes())('%s, loaded and scrolled, requests only the site itself', async (route) => {
    const page = await openPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== siteOrigin()) foreign.push(request.url());
    });
    await page.goto(siteUrl(route), { waitUntil: 'networkidle' });
    await scrollThrough(page);
    expect(foreign).toEqual([]);
  });
});
