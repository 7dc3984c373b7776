import { describe, expect, it } from 'vitest';
import { pageKeys } from './cleanUrls';

describe('pageKeys', () => {
  it.each([
    ['data.html', { clean: 'data', old: ['data.html', 'data/index.html'] }],
    ['advanced-search.html', { clean: 'advanced-search', old: ['advanced-search.html', 'advanced-search/index.html'] }],
    ['blog/vihje-v2.html', { clean: 'blog/vihje-v2', old: ['blog/vihje-v2.html', 'blog/vihje-v2/index.html'] }],
    ['blog/index.html', { clean: 'blog', old: ['blog/index.html'] }],
  ])('stores %s under its clean URL and redirects its old ones', (file, keys) => {
    expect(pageKeys(file)).toEqual(keys);
  });

  it.each(['index.html', '404.html', 'static/js/index.3e13a30cff.js', 'blog/rss.xml', 'data.md', 'api/openapi.json'])(
    'leaves %s under its own key only',
    (file) => {
      expect(pageKeys(file)).toBeUndefined();
    },
  );
});
