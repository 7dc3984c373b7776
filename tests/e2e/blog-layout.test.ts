import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPaths, postsPerPage } from '../../shared/blogUrls';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { tags } from '../../shared/tags';
import { browserForFile, siteUrl } from './browser';
import { publishedPosts as posts } from './routes';

const openPage = browserForFile({ isolation: 'page' });
const laptop = { viewport: { width: 1366, height: 900 } };
const [newest] = posts;
if (!newest) throw new Error('the blog layout tests need a published post in docs/blog');
const usedTags = Object.keys(tags).filter((key) => posts.some((post) => post.tags.some((tag) => tag === key)));
const [firstTag = ''] = usedTags;

/** Space left and right of the page's content column, in CSS pixels. */
const margins = (page: Page) =>
  page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box ? { left: box.left, right: document.documentElement.clientWidth - box.right } : undefined;
  }, byClass(rspressTestMarkup.docClass));

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
    await page.goto(siteUrl(newest.link));
    await page.locator('.vh-blog-post-header').waitFor();
    expect(await page.locator(byClass(rspressMarkup.outlineClass)).isVisible()).toBe(true);
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
    expect(lines).toEqual(posts.slice(0, postsPerPage).map((_, index) => (index === 0 ? 0 : 1)));
    expect(await page.locator('.vh-blog-list hr').count()).toBe(0);
  });

  it('/blog/tags puts the cards of a row at the same height', async () => {
    const page = await openPage(laptop);
    await page.goto(siteUrl('/blog/tags'));
    const tops = await page
      .locator('.vh-blog-tags > li')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(usedTags.length);
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
    const copyButton = () => page.locator(byClass(rspressTestMarkup.llmsCopyButtonClass));
    await page.goto(siteUrl(newest.link));
    await expect.poll(() => copyButton().count()).toBe(1);
    const lists = [blogPaths.list(), blogPaths.archive, blogPaths.tags, blogPaths.tag(firstTag), blogPaths.authors];
    for (const route of lists) {
      await page.goto(siteUrl(route));
      await page.locator('.vh-blog-page').first().waitFor();
      expect(await copyButton().count(), route).toBe(0);
      expect(await page.locator(byClass(rspressTestMarkup.llmsContainerClass)).isVisible(), route).toBe(false);
    }
  });
});
