import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, siteUrl } from './browser';

const openPage = browserForFile();
const laptop = { viewport: { width: 1366, height: 900 } };

/** Space left and right of the page's content column, in CSS pixels. */
const margins = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.rp-doc')?.getBoundingClientRect();
    return box ? { left: box.left, right: document.documentElement.clientWidth - box.right } : undefined;
  });

describe('blog layout at 1366 px', () => {
  it('/blog is a centred column', async () => {
    const page = await openPage(laptop);
    await page.goto(siteUrl('/blog'));
    await page.locator('.vh-blog-card').first().waitFor();
    const space = await margins(page);
    expect(space && Math.abs(space.left - space.right)).toBeLessThanOrEqual(2);
  });

  it('a post keeps the docs layout with its outline on the right', async () => {
    const page = await openPage(laptop);
    await page.goto(siteUrl('/blog/osoite-api'));
    await page.locator('.vh-blog-post-header').waitFor();
    expect(await page.locator('.rp-doc-layout__outline').isVisible()).toBe(true);
  });

  it('separates two cards with one line, and none above the first card', async () => {
    const page = await openPage(laptop);
    await page.goto(siteUrl('/blog'));
    const lines = await page.locator('.vh-blog-card').evaluateAll((cards) =>
      cards.map((card) => {
        const title = card.querySelector('h2');
        const width = (element: Element | null, side: 'Top' | 'Bottom') =>
          element ? Number.parseFloat(getComputedStyle(element)[`border${side}Width`]) : 0;
        return width(card, 'Top') + width(card, 'Bottom') + width(title, 'Top') + width(title, 'Bottom');
      }),
    );
    expect(lines).toEqual([0, 1, 1]);
    expect(await page.locator('.vh-blog-list hr').count()).toBe(0);
  });

  it('/blog/tags puts the cards of a row at the same height', async () => {
    const page = await openPage(laptop);
    await page.goto(siteUrl('/blog/tags'));
    const tops = await page
      .locator('.vh-blog-tags > li')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(9);
    // Cards within a few pixels of each other are one row, and a row is level: no card lifted above the others.
    for (const top of tops) {
      expect(tops.filter((other) => Math.abs(other - top) < 20 && other !== top)).toEqual([]);
    }
    expect(new Set(tops).size).toBeLessThan(tops.length);
  });
});

describe('Copy Markdown', () => {
  it('is on posts, not on the blog pages that list other pages', async () => {
    const page = await openPage(laptop);
    const copyButton = () => page.locator('.rp-llms-copy-button');
    await page.goto(siteUrl('/blog/vihje-v2'));
    await expect.poll(() => copyButton().count()).toBe(1);
    for (const route of ['/blog', '/blog/archive', '/blog/tags', '/blog/tags/api', '/blog/authors']) {
      await page.goto(siteUrl(route));
      await page.locator('.vh-blog-page').first().waitFor();
      expect(await copyButton().count(), route).toBe(0);
      expect(await page.locator('.rp-llms-container').isVisible(), route).toBe(false);
    }
  });
});
