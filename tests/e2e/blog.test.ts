import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authors } from '../../shared/authors';
import { blogPaths, postsPerPage } from '../../shared/blogUrls';
import { formatDate } from '../../shared/formatDate';
import { byClass, rspressMarkup, rspressTestMarkup } from '../../shared/rspressMarkup';
import { site } from '../../shared/site';
import { tags } from '../../shared/tags';
import { browserForFile, headingText, siteUrl, waitForHydration } from './browser';
import { publishedPosts as posts } from './routes';

const openPage = browserForFile({ isolation: 'page' });

/** The published posts, newest first, as the build reads them: adding a post changes the expectations, not the test. */
const [newest] = posts;
if (!newest || posts.length < 2) throw new Error('the blog tests need at least two published posts in docs/blog');
/** A post with both a newer and an older neighbour when there is one, else the newest. */
const middle = posts[1] && posts.length > 2 ? posts[1] : newest;
const firstListPage = posts.slice(0, postsPerPage);
const links = (list: { link: string }[]) => list.map((post) => post.link);
/** The tags posts use, in the registry's order, with their post counts. */
const usedTags = Object.entries(tags)
  .map(([key, tag]) => ({ key, ...tag, posts: posts.filter((post) => post.tags.some((name) => name === key)) }))
  .filter((tag) => tag.posts.length > 0);
const activeAuthors = Object.entries(authors)
  .map(([key, author]) => ({
    key,
    ...author,
    posts: posts.filter((post) => post.authors.some((name) => name === key)),
  }))
  .filter((author) => author.posts.length > 0);
/** The first words of a post's excerpt, as its card shows them: Markdown marks and links reduced to their text. */
const excerptWords = (excerpt: string) =>
  (excerpt.split(/\n\s*\n/).find((block) => /^[A-Z]/.test(block.trim())) ?? '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');
const count = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
const pageTitle = (title: string) => `${title} | ${site.title}`;

const { docClass, navClass, searchResultsClass, noSearchResultClass } = rspressTestMarkup;
const { sidebarClass, outlineClass } = rspressMarkup;

const cardLinks = (page: Page) =>
  page.locator('.vh-blog-card__title a').evaluateAll((anchors) => anchors.map((link) => link.getAttribute('href')));
const cardDates = (page: Page) =>
  page.locator('.vh-blog-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));

describe('blog', () => {
  it('/blog lists the newest posts first with date, authors, tags, reading time, excerpt and Read more', async () => {
    const page = await openPage();
    await page.goto(siteUrl(blogPaths.list()));
    await expect.poll(() => page.title()).toBe(pageTitle('Blog'));
    expect(await cardLinks(page)).toEqual(links(firstListPage));
    expect(await cardDates(page)).toEqual(firstListPage.map((post) => post.date));
    const first = page.locator('.vh-blog-card').first();
    expect(await first.locator('time').innerText()).toBe(formatDate(newest.date));
    expect(await first.locator('.vh-blog-meta__authors').innerText()).toBe(
      newest.authors.map((key) => authors[key].name).join(', '),
    );
    expect(await first.locator('.vh-blog-meta__reading-time').innerText()).toMatch(/^\d+ min read$/);
    expect(
      await first.locator('.vh-blog-tag').evaluateAll((anchors) => anchors.map((link) => link.getAttribute('href'))),
    ).toEqual(newest.tags.map((tag) => blogPaths.tag(tag)));
    expect(await first.locator('.vh-blog-card__excerpt').innerText()).toContain(excerptWords(newest.excerpt));
    // The excerpt stops at the truncate marker.
    expect(await first.locator('.vh-blog-card__excerpt h2').count()).toBe(0);
    expect(await page.locator(byClass(sidebarClass)).count()).toBe(0);
    expect(await page.locator('.vh-blog-pagination').count()).toBe(posts.length > postsPerPage ? 1 : 0);

    // The link text names the post (visually hidden after "Read more"), for screen readers and crawlers alike.
    const readMore = first.getByRole('link', { name: /^Read more/ });
    expect(await readMore.textContent()).toBe(`Read more: ${newest.title}`);
    await readMore.click();
    await page.waitForURL(siteUrl(newest.link));
    await expect.poll(() => headingText(page, `${byClass(docClass)} h1`)).toBe(newest.title);
  });

  it('a post page has its title, date, authors, tags, reading time, TOC, newer/older links and no docs sidebar', async () => {
    const page = await openPage();
    await page.goto(siteUrl(middle.link));
    await expect.poll(() => page.title()).toBe(pageTitle(middle.title));
    const header = page.locator('.vh-blog-post-header');
    expect(await header.locator('time').getAttribute('datetime')).toBe(middle.date);
    expect(
      await header
        .locator('.vh-blog-meta__authors a')
        .evaluateAll((anchors) => anchors.map((link) => link.getAttribute('href'))),
    ).toEqual(middle.authors.map((key) => blogPaths.author(key)));
    expect(await header.locator('.vh-blog-tag').allInnerTexts()).toEqual(middle.tags.map((key) => tags[key].label));
    expect(await header.locator('.vh-blog-meta__reading-time').innerText()).toMatch(/^\d+ min read$/);
    expect(await page.locator(`${byClass(outlineClass)} a`).count()).toBeGreaterThan(2);
    expect(await page.locator(byClass(sidebarClass)).count()).toBe(0);
    expect(await page.locator(`header${byClass(navClass)}`).count()).toBe(1);
    expect(await page.locator('footer.vh-footer').count()).toBe(1);

    const index = posts.indexOf(middle);
    const newer = posts[index - 1];
    const older = posts[index + 1];
    const nav = page.locator('.vh-blog-post-nav');
    expect(await nav.locator('a[rel="prev"]').getAttribute('href')).toBe(newer?.link ?? null);
    expect(await nav.locator('a[rel="next"]').getAttribute('href')).toBe(older?.link ?? null);

    // The oldest post has only a newer link.
    const oldest = posts.at(-1) ?? newest;
    await page.goto(siteUrl(oldest.link));
    await expect.poll(() => page.locator('.vh-blog-post-nav a').count()).toBe(1);
    expect(await page.locator('.vh-blog-post-nav a[rel="prev"]').getAttribute('href')).toBe(posts.at(-2)?.link);
  });

  it('/blog/archive lists every post by year, newest first', async () => {
    const page = await openPage();
    await page.goto(siteUrl(blogPaths.archive));
    await expect.poll(() => page.title()).toBe(pageTitle('Blog archive'));
    expect(await page.locator('.vh-blog-archive h2').allInnerTexts()).toEqual([
      ...new Set(posts.map((post) => post.date.slice(0, 4))),
    ]);
    expect(
      await page
        .locator('.vh-blog-archive li a')
        .evaluateAll((anchors) => anchors.map((link) => link.getAttribute('href'))),
    ).toEqual(links(posts));
  });

  it('/blog/tags lists the tags posts use with their counts; a tag page shows its description and posts', async () => {
    const page = await openPage();
    await page.goto(siteUrl(blogPaths.tags));
    const counts = await page
      .locator('.vh-blog-tags li')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('a')?.getAttribute('href'),
          item.querySelector('.vh-blog-tags__count')?.textContent,
        ]),
      );
    expect(counts).toEqual(usedTags.map((tag) => [blogPaths.tag(tag.key), count(tag.posts.length)]));
    const [tag] = usedTags;
    if (!tag) throw new Error('no tag in use');
    await page.locator('.vh-blog-tags').getByRole('link', { name: tag.label, exact: true }).click();
    await page.waitForURL(siteUrl(blogPaths.tag(tag.key)));
    await expect.poll(() => page.title()).toBe(pageTitle(`Posts tagged “${tag.label}”`));
    await expect.poll(() => cardLinks(page)).toEqual(links(tag.posts.slice(0, postsPerPage)));
    expect(await page.locator(byClass(docClass)).innerText()).toContain(tag.description);
  });

  it('/blog/authors lists the authors with post counts; an author page lists their posts', async () => {
    const page = await openPage();
    await page.goto(siteUrl(blogPaths.authors));
    expect(await page.locator('.vh-blog-authors__count').allInnerTexts()).toEqual(
      activeAuthors.map((author) => count(author.posts.length)),
    );
    const [author] = activeAuthors;
    if (!author) throw new Error('no author with posts');
    expect(await page.locator('.vh-blog-authors img').first().getAttribute('src')).toBe(author.avatar);
    await page.getByRole('link', { name: author.name }).click();
    await page.waitForURL(siteUrl(blogPaths.author(author.key)));
    await expect.poll(() => cardLinks(page)).toEqual(links(author.posts.slice(0, postsPerPage)));
  });

  it('publishes RSS 2.0 and Atom feeds of every post, linked from the blog pages only', async () => {
    const page = await openPage();
    await page.goto(siteUrl(blogPaths.list()));
    const alternates = await page
      .locator('head link[rel="alternate"][type$="+xml"]')
      .evaluateAll((anchors) => anchors.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ['application/rss+xml', blogPaths.feeds.rss],
      ['application/atom+xml', blogPaths.feeds.atom],
    ]);
    const feeds = await page.evaluate(
      async ({ rssUrl, atomUrl }) => {
        const read = async (url: string) =>
          new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
        const rss = await read(rssUrl);
        const atom = await read(atomUrl);
        return {
          rssVersion: rss.documentElement.getAttribute('version'),
          rssErrors: rss.getElementsByTagName('parsererror').length,
          rss: [...rss.querySelectorAll('item')].map((item) => [
            item.querySelector('link')?.textContent,
            new Date(item.querySelector('pubDate')?.textContent ?? '').toISOString().slice(0, 10),
          ]),
          atomNamespace: atom.documentElement.namespaceURI,
          atomErrors: atom.getElementsByTagName('parsererror').length,
          atom: [...atom.getElementsByTagName('entry')].map((entry) => [
            entry.getElementsByTagName('link')[0]?.getAttribute('href'),
            entry.getElementsByTagName('published')[0]?.textContent?.slice(0, 10) ??
              entry.getElementsByTagName('updated')[0]?.textContent?.slice(0, 10),
          ]),
        };
      },
      { rssUrl: blogPaths.feeds.rss, atomUrl: blogPaths.feeds.atom },
    );
    const expected = posts.map((post) => [new URL(post.link, site.url).toString(), post.date]);
    expect(feeds).toEqual({
      rssVersion: '2.0',
      rssErrors: 0,
      rss: expected,
      atomNamespace: 'http://www.w3.org/2005/Atom',
      atomErrors: 0,
      atom: expected,
    });

    await page.goto(siteUrl('/data'));
    expect(await page.locator('head link[rel="alternate"][type$="+xml"]').count()).toBe(0);
  });

  it('lists every blog route in the sitemap', async () => {
    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
    const origin = site.url.replace(/\/$/, '');
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .filter((location) => location.startsWith(origin))
      .map((location) => location.slice(origin.length));
    const pages = (total: number, pathOf: (page: number) => string) =>
      Array.from({ length: Math.max(1, Math.ceil(total / postsPerPage)) }, (_, index) => pathOf(index + 1));
    const blogRoutes = [
      ...pages(posts.length, blogPaths.list),
      blogPaths.archive,
      blogPaths.tags,
      blogPaths.authors,
      ...activeAuthors.flatMap((author) => pages(author.posts.length, (n) => blogPaths.author(author.key, n))),
      ...links(posts),
      ...usedTags.flatMap((tag) => pages(tag.posts.length, (n) => blogPaths.tag(tag.key, n))),
    ];
    expect(locations).toEqual(expect.arrayContaining(blogRoutes));
    expect(locations.filter((location) => location.startsWith('/blog'))).toHaveLength(blogRoutes.length);
  });

  it("search finds an excerpt's words on the post, not again on the lists that show the excerpt", async () => {
    const page = await openPage();
    await page.goto(siteUrl(blogPaths.list()));
    await page.waitForLoadState('networkidle');
    // The shortcut is React's: a key pressed before hydration is lost.
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('input[aria-label="SearchPanelInput"]');
    await input.waitFor();
    // Words of the newest post's excerpt, which /blog, its tag pages and its author's page show too.
    await input.fill(excerptWords(newest.excerpt));
    const results = () =>
      page
        .locator(`${byClass(searchResultsClass)} a`)
        .evaluateAll((anchors) => anchors.map((link) => link.getAttribute('href')?.split('#')[0]));
    await expect.poll(results).toContain(newest.link);
    const lists = (href: string | undefined) => href === blogPaths.list() || href?.startsWith(`${blogPaths.tags}/`);
    expect((await results()).filter(lists)).toEqual([]);
    // Nor the generated pages' data: the views' props are not text a reader searches for.
    await input.fill('postCount');
    await page.locator(byClass(noSearchResultClass)).waitFor();
  });
});
