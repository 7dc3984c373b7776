import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPosts } from '../../plugins/blog/collectPosts';
import { draftSlug, fixturePostCount, fixtureSiteDir } from '../../scripts/fixtureSite';
import { postsPerPage } from '../../shared/blogUrls';
import { browserForFile, waitForHydration } from './browser';
import { serveFixtureSite } from './fixtureServer';
import { saveDataInitScript } from './routeControl';

const openPage = browserForFile();
const origin = serveFixtureSite();
/** The published posts of the built copy (the real ones and the fixtures), newest first. */
let posts: ReturnType<typeof collectPosts> = [];
const pagesOf = (count: number) => Math.ceil(count / postsPerPage);
const lastPageCards = (count: number) => count - (pagesOf(count) - 1) * postsPerPage;

/** The fixture site (scripts/fixtureSite.ts): the real site with fixture posts (three list pages or more) and a draft. */
beforeAll(async () => {
  posts = collectPosts(path.join(fixtureSiteDir, 'docs', 'blog'), { includeDrafts: false });
});

const cards = (page: Page) =>
  page.locator('.vh-blog-card__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe(`blog pagination with ${fixturePostCount} fixture posts added`, () => {
  it('pages /blog 10 at a time with newer and older links', async () => {
    const page = await openPage();
    await page.goto(`${origin()}/blog`);
    const first = await cards(page);
    expect(first).toEqual(posts.slice(0, postsPerPage).map((post) => post.link));
    expect(await page.locator('.vh-blog-pagination').innerText()).toContain(`Page 1 of ${pagesOf(posts.length)}`);
    expect(await page.locator('.vh-blog-pagination a[rel="prev"]').count()).toBe(0);

    // The pages are compared as the router renders them: navigate once it listens.
    await waitForHydration(page);
    await page.locator('.vh-blog-pagination a[rel="next"]').click();
    await page.waitForURL(`${origin()}/blog/page/2`);
    // Page 2 also has ten cards: wait for the list to change before comparing.
    await expect.poll(async () => (await cards(page))[0]).not.toBe(first[0]);
    const second = await cards(page);
    expect(second).toEqual(posts.slice(postsPerPage, 2 * postsPerPage).map((post) => post.link));

    const last = pagesOf(posts.length);
    await page.goto(`${origin()}/blog/page/${last}`);
    expect(await cards(page)).toHaveLength(lastPageCards(posts.length));
    expect((await cards(page)).at(-1)).toBe(posts.at(-1)?.link);
    expect(await page.locator('.vh-blog-pagination a[rel="next"]').count()).toBe(0);
    await page.locator('.vh-blog-pagination a[rel="prev"]').click();
    await page.waitForURL(`${origin()}/blog/page/${last - 1}`);
    await expect.poll(() => page.title()).toBe(`Blog, page ${last - 1} | Vihje Docs`);
  });

  it('paginates a tag page and stops where the posts end', async () => {
    const page = await openPage();
    // The fixture posts are tagged api.
    const tagged = posts.filter((post) => post.tags.some((tag) => tag === 'api')).length;
    await page.goto(`${origin()}/blog/tags/api/page/${pagesOf(tagged)}`);
    expect(await cards(page)).toHaveLength(lastPageCards(tagged));
    const response = await page.goto(`${origin()}/blog/page/${pagesOf(posts.length) + 1}`);
    expect(response?.status()).toBe(404);
  });

  it("paginates an author's page like a tag's", async () => {
    const page = await openPage();
    // The fixture posts are by vihje-team.
    const theirs = posts.filter((post) => post.authors.some((author) => author === 'vihje-team')).length;
    await page.goto(`${origin()}/blog/authors/vihje-team`);
    expect(await cards(page)).toHaveLength(postsPerPage);
    expect(await page.locator('.vh-blog-pagination').innerText()).toContain(`Page 1 of ${pagesOf(theirs)}`);
    await page.goto(`${origin()}/blog/authors/vihje-team/page/${pagesOf(theirs)}`);
    expect(await cards(page)).toHaveLength(lastPageCards(theirs));
    expect((await fetch(`${origin()}/blog/authors/vihje-team/page/${pagesOf(theirs) + 1}`)).status).toBe(404);
  });
});

describe('drafts in a production build', () => {
  it('are left out of the pages, the lists, the feeds and the sitemap', async () => {
    expect((await fetch(`${origin()}/blog/${draftSlug}`)).status).toBe(404);
    const page = await openPage();
    await page.goto(`${origin()}/blog`);
    expect(await cards(page)).not.toContain(`/blog/${draftSlug}`);
    for (const file of ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml']) {
      const text = await (await fetch(`${origin()}${file}`)).text();
      expect(text, file).toContain('synthetic-post-0');
      expect(text, file).not.toContain(draftSlug);
    }
  });
});

/** The text of every script a first visit to `pathname` downloads (prefetching off, as with Save-Data). */
async function scriptsOf(pathname: string): Promise<string> {
  const page = await openPage();
  await page.addInitScript(saveDataInitScript);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(`${origin()}${pathname}`, { waitUntil: 'networkidle' });
  // On a busy machine the network can be idle for half a second before the page has asked for its route's chunks:
  // once hydrated, the page has every script it shows.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).join('\n');
}

describe('each blog page downloads the data it shows', () => {
  const excerpt = (index: number) => `The opening paragraph of synthetic post ${index}.`;

  it('a docs page downloads no post excerpts', async () => {
    expect(await scriptsOf('/authentication')).not.toContain(excerpt(0));
  });

  it('a list page downloads the excerpts of its own posts only', async () => {
    // The fixture posts shown on each page, by number.
    const fixtureNumbers = (page: number) =>
      posts
        .slice((page - 1) * postsPerPage, page * postsPerPage)
        .flatMap((post) => /^synthetic-post-(\d+)$/.exec(post.slug)?.[1] ?? [])
        .map(Number);
    const [onFirst, onSecond] = [fixtureNumbers(1), fixtureNumbers(2)];
    const first = await scriptsOf('/blog');
    for (const number of onFirst) expect(first).toContain(excerpt(number));
    for (const number of onSecond) expect(first).not.toContain(excerpt(number));
    const second = await scriptsOf('/blog/page/2');
    for (const number of onSecond) expect(second).toContain(excerpt(number));
    for (const number of onFirst) expect(second).not.toContain(excerpt(number));
  });

  it("a post page downloads no other post's excerpt, only its neighbours' titles", async () => {
    const scripts = await scriptsOf('/blog/synthetic-post-10');
    expect(scripts).toContain(excerpt(10));
    expect(scripts).toMatch(/\blink:"\/blog\/synthetic-post-9"/);
    expect(scripts).toMatch(/\blink:"\/blog\/synthetic-post-11"/);
    // Rspress's page index in the entry has every page's title; no other post's text reaches the page.
    for (const other of [0, 9, 11, 20]) expect(scripts).not.toContain(excerpt(other));
  });
});
