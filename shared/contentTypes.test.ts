import { describe, expect, it } from 'vitest';
import { contentTypeFor } from './contentTypes';

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['404.html', 'text/html; charset=utf-8'],
    ['blog/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['blog/atom.xml', 'application/atom+xml; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['api/openapi.json', 'application/json; charset=utf-8'],
    ['api/openapi.yaml', 'application/yaml; charset=utf-8'],
    ['static/search_index.en.2ad4bf58.json', 'application/json; charset=utf-8'],
    ['data.md', 'text/markdown; charset=utf-8'],
    ['static/css/styles.8dcfd21133.css', 'text/css; charset=utf-8'],
    ['static/js/index.3e13a30cff.js', 'text/javascript; charset=utf-8'],
    ['static/js/lib-react.15e684e68e.js.LICENSE.txt', 'text/plain; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml'],
    ['static/image/logo.a1b2c3d4.PNG', 'image/png'],
    ['static/image/photo.jpeg', 'image/jpeg'],
    ['static/font/inter.1f2e3d4c.woff2', 'font/woff2'],
    ['static/font/inter.woff', 'font/woff'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['/static/js/index.3e13a30cff.js', 'text/javascript; charset=utf-8'],
  ])('serves %s as %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });

  it.each(['CNAME', 'archive.tar.zst', 'blog/rss', '/', '/data', '.html', 'static/.env'])(
    'does not know %s',
    (file) => {
      expect(contentTypeFor(file)).toBeUndefined();
    },
  );
});
