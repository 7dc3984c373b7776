import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPosts } from './collectPosts';
import { buildFeed } from './feeds';

const posts = collectPosts(path.resolve('docs/blog'), { includeDrafts: false });

describe('buildFeed', () => {
  it('renders RSS 2.0 with the posts newest first, absolute links and dates', () => {
    const rss = buildFeed(posts).rss2();
    expect(rss).toContain('<rss version="2.0"');
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(links).toEqual([
      ['https://docs.vihje.fi/blog/yritystietojen-tarkistus', 'Tue, 14 Oct 2025 00:00:00 GMT'],
      ['https://docs.vihje.fi/blog/osoite-api', 'Mon, 06 Oct 2025 00:00:00 GMT'],
      ['https://docs.vihje.fi/blog/vihje-v2', 'Wed, 20 Aug 2025 00:00:00 GMT'],
    ]);
    expect(rss).toContain('<category domain="">Releases</category>'.replace(' domain=""', ''));
  });

  it('renders Atom with the same entries and the newest date as updated', () => {
    const atom = buildFeed(posts).atom1();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<updated>2025-10-14T00:00:00.000Z</updated>');
    expect([...atom.matchAll(/<entry>/g)]).toHaveLength(3);
    expect(atom).toContain('<name>The Vihje team</name>');
  });

  it('is byte-identical between builds of the same posts', () => {
    expect(buildFeed(posts).rss2()).toBe(buildFeed(posts).rss2());
  });
});
