import { describe, expect, it } from 'vitest';
import { pageAliases } from './cleanUrls';

describe('pageAliases', () => {
  it.each([
    ['data.html', ['data', 'data/index.html']],
    ['advanced-search.html', ['advanced-search', 'advanced-search/index.html']],
    ['blog/vihje-v2.html', ['blog/vihje-v2', 'blog/vihje-v2/index.html']],
    ['blog/index.html', ['blog']],
  ])('stores %s also under %j', (file, aliases) => {
    expect(pageAliases(file)).toEqual(aliases);
  });

  it.each(['index.html', '404.html', 'static/js/index.3e13a30cff.js', 'blog/rss.xml', 'data.md', 'api/openapi.json'])(
    'gives %s no alias',
    (file) => {
      expect(pageAliases(file)).toEqual([]);
    },
  );
});
