import { describe, expect, it } from 'vitest';
import { cacheControlFor, immutableCacheControl, isHashedAsset, revalidateCacheControl } from './cacheControl';

describe('cacheControlFor', () => {
  // Names as Rspress 2 writes them into doc_build/.
  it.each([
    'static/js/index.3e13a30cff.js',
    'static/js/async/route-1aeb46f659ad.f54c613a81.js',
    'static/js/async/0.b7e2e2fb7f.js',
    'static/js/lib-react.15e684e68e.js.LICENSE.txt',
    'static/css/styles.8dcfd21133.css',
    'static/search_index.en.2ad4bf58.json',
    // The split search index's shards and page records, each named by its content.
    'static/search_index.en/words-3.2ad4bf58.json',
    'static/search_index.en/page-12.0e452680.json',
    'static/font/inter.1f2e3d4c.woff2',
    // Scalar's browser bundle, copied whole into a folder named for its hash.
    'static/js/scalar.8b7e0a3da0/standalone.esm.js',
    'static/js/scalar.8b7e0a3da0/chunks/browser-B6bliBWe.js',
  ])('caches the content-hashed %s for a year, immutable', (file) => {
    expect(isHashedAsset(file)).toBe(true);
    expect(cacheControlFor(file)).toBe(immutableCacheControl);
  });

  it.each([
    'index.html',
    '404.html',
    'data.html',
    'blog/rss.xml',
    'blog/atom.xml',
    'sitemap.xml',
    'api/openapi.json',
    'api/openapi.yaml',
    'favicon.svg',
    'data.md',
    // A page's body keeps its name when the page's text changes; so does the search index's manifest.
    'static/pages/cea29fc7fc90e4af-0e452680.js',
    'static/search_index.en/manifest-1.json',
    // A hash-like name outside static/ is not the bundler's: it may be rewritten in place.
    'images/diagram.8f3a1b2c.png',
    // Under static/ but without a hash segment.
    'static/robots.txt',
    'static/js/index.3e13a.js',
    'static/js/scalar/standalone.esm.js',
    'static/js/scalar.8b7e0/chunks/browser-B6bliBWe.js',
  ])('makes %s revalidate', (file) => {
    expect(isHashedAsset(file)).toBe(false);
    expect(cacheControlFor(file)).toBe(revalidateCacheControl);
  });

  it('spells the two policies the issue asks for', () => {
    expect(immutableCacheControl).toBe('public, max-age=31536000, immutable');
    expect(revalidateCacheControl).toBe('public, max-age=0, must-revalidate');
  });
});
