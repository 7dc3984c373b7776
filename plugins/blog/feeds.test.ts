import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFeed, excerptHtml, feedPostCount } from './feeds';
import { fixturePosts } from './fixtures';

describe('buildFeed', () => {
  afterEach(() => vi.useRealTimers());

  it('renders RSS 2.0 with the posts newest first, absolute links and dates', () => {
    const rss = buildFeed(fixturePosts()).rss2();
    expect(rss).toContain('<rss version="2.0"');
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(links).toEqual([
      ['https://docs.vihje.fi/blog/third-post', 'Fri, 20 Jun 2025 00:00:00 GMT'],
      ['https://docs.vihje.fi/blog/second-post', 'Sun, 02 Mar 2025 00:00:00 GMT'],
      ['https://docs.vihje.fi/blog/first-release', 'Fri, 10 Jan 2025 00:00:00 GMT'],
    ]);
    expect(rss).toContain('<category>Releases</category>');
    expect(rss).not.toContain('unfinished-draft');
  });

  it('renders Atom with the same entries and the newest date as updated', () => {
    const atom = buildFeed(fixturePosts()).atom1();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<updated>2025-06-20T00:00:00.000Z</updated>');
    expect([...atom.matchAll(/<entry>/g)]).toHaveLength(3);
    expect(atom).toContain('<name>The Vihje team</name>');
  });

  it('carries the newest posts only, as many as feedPostCount', () => {
    const [newest] = fixturePosts();
    if (!newest) throw new Error('The fixture blog has no post');
    const posts = Array.from({ length: feedPostCount + 5 }, (_, index) => ({
      ...newest,
      slug: `post-${index}`,
      link: `/blog/post-${index}`,
      title: `Post ${index}`,
    }));
    const feed = buildFeed(posts);
    const links = [...feed.rss2().matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(posts.slice(0, feedPostCount).map((post) => `https://docs.vihje.fi${post.link}`));
    expect([...feed.atom1().matchAll(/<entry>/g)]).toHaveLength(feedPostCount);
  });

  it('carries each excerpt as HTML, up to the truncate marker', () => {
    const rss = buildFeed(fixturePosts()).rss2();
    expect(rss).toContain('The opening paragraph of the first release, with <code>code</code>');
    expect(rss).not.toContain('After the marker');
  });

  it('is byte-identical between builds of the same posts, whatever the time', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const first = { rss: buildFeed(fixturePosts()).rss2(), atom: buildFeed(fixturePosts()).atom1() };
    vi.setSystemTime(new Date('2027-07-15T12:34:56Z'));
    const second = { rss: buildFeed(fixturePosts()).rss2(), atom: buildFeed(fixturePosts()).atom1() };
    expect(second).toEqual(first);
  });
});

describe('excerptHtml', () => {
  it("renders an excerpt's Markdown as HTML, MDX comments left out", () => {
    expect(excerptHtml('Intro with `code` and [a link](/data).')).toBe(
      '<p>Intro with <code>code</code> and <a href="/data">a link</a>.</p>',
    );
    expect(excerptHtml('First. {/* a note for the authors */}')).toBe('<p>First.</p>');
  });
});
