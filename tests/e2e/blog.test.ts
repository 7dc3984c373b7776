import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, headingText, siteUrl } from './browser';

const openPage = browserForFile();

/** The three posts of the spec, newest first. */
const posts = [
  { slug: 'yritystietojen-tarkistus', date: '2025-10-14', tags: ['yritystiedot', 'tarkistuspalvelu', 'suomi'] },
  { slug: 'osoite-api', date: '2025-10-06', tags: ['osoitteet', 'rakennukset', 'syke', 'suomi', 'api'] },
  { slug: 'vihje-v2', date: '2025-08-20', tags: ['vihje', 'releases', 'api'] },
];

const cardLinks = (page: Page) =>
  page.locator('.vh-blog-card__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const cardDates = (page: Page) =>
  page.locator('.vh-blog-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));

describe('blog', () => {
  it('/blog lists every post newest first with date, authors, tags, reading time, excerpt and Read more', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog'));
    await expect.poll(() => page.title()).toBe('Blog | Vihje Docs');
    expect(await cardLinks(page)).toEqual(posts.map((post) => `/blog/${post.slug}`));
    expect(await cardDates(page)).toEqual(posts.map((post) => post.date));
    const first = page.locator('.vh-blog-card').first();
    expect(await first.locator('time').innerText()).toBe('14 October 2025');
    expect(await first.locator('.vh-blog-meta__authors').innerText()).toBe('The Vihje team');
    expect(await first.locator('.vh-blog-meta__reading-time').innerText()).toMatch(/^\d+ min read$/);
    expect(
      await first.locator('.vh-blog-tag').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(posts[0]?.tags.map((tag) => `/blog/tags/${tag}`));
    expect(await first.locator('.vh-blog-card__excerpt').innerText()).toContain(
      'When a new business customer signs up',
    );
    // The excerpt stops at the truncate marker.
    expect(await first.locator('.vh-blog-card__excerpt h2').count()).toBe(0);
    expect(await page.locator('.rp-doc-layout__sidebar').count()).toBe(0);
    expect(await page.locator('.vh-blog-pagination').count()).toBe(0);

    // The link text names the post (visually hidden after "Read more"), for screen readers and crawlers alike.
    const readMore = first.getByRole('link', { name: /^Read more/ });
    expect(await readMore.textContent()).toBe('Read more: Verifying Finnish companies during onboarding with Vihje');
    await readMore.click();
    await page.waitForURL(siteUrl('/blog/yritystietojen-tarkistus'));
    await expect
      .poll(() => headingText(page, '.rp-doc h1'))
      .toBe('Verifying Finnish companies during onboarding with Vihje');
  });

  it('a post page has its title, date, authors, tags, reading time, TOC, newer/older links and no docs sidebar', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog/osoite-api'));
    await expect
      .poll(() => page.title())
      .toBe('Address autocomplete, search and buildings with the Vihje address API | Vihje Docs');
    const header = page.locator('.vh-blog-post-header');
    expect(await header.locator('time').getAttribute('datetime')).toBe('2025-10-06');
    expect(await header.locator('.vh-blog-meta__authors a').getAttribute('href')).toBe('/blog/authors/vihje-team');
    expect(await header.locator('.vh-blog-tag').allInnerTexts()).toEqual([
      'Osoitteet (addresses)',
      'Rakennukset (buildings)',
      'Syke (spatial data)',
      'Suomi (Finland)',
      'API',
    ]);
    expect(await header.locator('.vh-blog-meta__reading-time').innerText()).toMatch(/^\d+ min read$/);
    expect(await page.locator('.rp-doc-layout__outline a').count()).toBeGreaterThan(2);
    expect(await page.locator('.rp-doc-layout__sidebar').count()).toBe(0);
    expect(await page.locator('header.rp-nav').count()).toBe(1);
    expect(await page.locator('footer.vh-footer').count()).toBe(1);

    const nav = page.locator('.vh-blog-post-nav');
    expect(await nav.locator('a[rel="prev"]').getAttribute('href')).toBe('/blog/yritystietojen-tarkistus');
    expect(await nav.locator('a[rel="next"]').getAttribute('href')).toBe('/blog/vihje-v2');
    await nav.locator('a[rel="next"]').click();
    await page.waitForURL(siteUrl('/blog/vihje-v2'));
    // The oldest post has only a newer link.
    await expect.poll(() => page.locator('.vh-blog-post-nav a').count()).toBe(1);
    expect(await page.locator('.vh-blog-post-nav a[rel="prev"]').getAttribute('href')).toBe('/blog/osoite-api');
  });

  it('/blog/archive lists every post by year, newest first', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog/archive'));
    await expect.poll(() => page.title()).toBe('Blog archive | Vihje Docs');
    expect(await page.locator('.vh-blog-archive h2').allInnerTexts()).toEqual(['2025']);
    expect(
      await page
        .locator('.vh-blog-archive li a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(posts.map((post) => `/blog/${post.slug}`));
  });

  it('/blog/tags lists the nine tags with post counts; a tag page shows its description and posts', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog/tags'));
    const counts = await page
      .locator('.vh-blog-tags li')
      .evaluateAll((items) =>
        Object.fromEntries(
          items.map((item) => [
            item.querySelector('a')?.getAttribute('href')?.replace('/blog/tags/', ''),
            item.querySelector('.vh-blog-tags__count')?.textContent,
          ]),
        ),
      );
    expect(counts).toEqual({
      api: '2 posts',
      vihje: '1 post',
      osoitteet: '1 post',
      rakennukset: '1 post',
      releases: '1 post',
      suomi: '2 posts',
      syke: '1 post',
      tarkistuspalvelu: '1 post',
      yritystiedot: '1 post',
    });
    await page.getByRole('link', { name: 'Suomi (Finland)' }).click();
    await page.waitForURL(siteUrl('/blog/tags/suomi'));
    await expect.poll(() => page.title()).toBe('Posts tagged “Suomi (Finland)” | Vihje Docs');
    await expect.poll(() => cardLinks(page)).toEqual(['/blog/yritystietojen-tarkistus', '/blog/osoite-api']);
    expect(await page.locator('.rp-doc').innerText()).toContain('Working with Finnish public data');
  });

  it('/blog/authors lists the authors with post counts; an author page lists their posts', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog/authors'));
    expect(await page.locator('.vh-blog-authors li').count()).toBe(1);
    expect(await page.locator('.vh-blog-authors__count').innerText()).toBe('3 posts');
    expect(await page.locator('.vh-blog-authors img').getAttribute('src')).toBe('/authors/vihje-team.svg');
    await page.getByRole('link', { name: 'The Vihje team' }).click();
    await page.waitForURL(siteUrl('/blog/authors/vihje-team'));
    await expect.poll(() => cardLinks(page)).toEqual(posts.map((post) => `/blog/${post.slug}`));
  });

  it('publishes RSS 2.0 and Atom feeds with three posts, linked from the blog pages only', async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog'));
    const alternates = await page
      .locator('head link[rel="alternate"][type$="+xml"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
    ]);
    const feeds = await page.evaluate(async () => {
      const read = async (url: string) =>
        new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
      const rss = await read('/blog/rss.xml');
      const atom = await read('/blog/atom.xml');
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
    });
    const expected = posts.map((post) => [`https://docs.vihje.fi/blog/${post.slug}`, post.date]);
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
    const locations = [...sitemap.matchAll(/<loc>https:\/\/docs\.vihje\.fi([^<]*)<\/loc>/g)].map((match) => match[1]);
    const blogRoutes = [
      '/blog',
      '/blog/archive',
      '/blog/tags',
      '/blog/authors',
      '/blog/authors/vihje-team',
      ...posts.map((post) => `/blog/${post.slug}`),
      ...[
        'api',
        'vihje',
        'osoitteet',
        'rakennukset',
        'releases',
        'suomi',
        'syke',
        'tarkistuspalvelu',
        'yritystiedot',
      ].map((tag) => `/blog/tags/${tag}`),
    ];
    expect(locations).toEqual(expect.arrayContaining(blogRoutes));
    expect(locations.filter((location) => location?.startsWith('/blog'))).toHaveLength(blogRoutes.length);
  });

  it("search finds an excerpt's words on the post, not again on the lists that show the excerpt", async () => {
    const page = await openPage();
    await page.goto(siteUrl('/blog'));
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const input = page.locator('input[aria-label="SearchPanelInput"]');
    await input.waitFor();
    // Words of the newest post's excerpt, which /blog, three tag pages and the author page show too.
    await input.fill('operating and that nothing in its data');
    const results = () =>
      page
        .locator('.rp-search-panel__results a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('#')[0]));
    await expect.poll(results).toContain('/blog/yritystietojen-tarkistus');
    expect((await results()).filter((href) => href === '/blog' || href?.startsWith('/blog/tags/'))).toEqual([]);
    // Nor the generated pages' sources: the views' props are not text a reader searches for.
    await input.fill('postCount');
    await page.locator('.rp-no-search-result').waitFor();
  });
});
