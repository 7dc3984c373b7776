import { describe, expect, it } from 'vitest';
import type { LocalFile } from './localFiles';
import { desiredObjects, keyPrefixFor } from './objects';

const file = (path: string, md5 = 'd41d8cd98f00b204e9800998ecf8427e'): LocalFile => ({
  path,
  absolutePath: `/build/${path}`,
  size: path.length,
  md5,
});

describe('keyPrefixFor', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['docs', 'docs/'],
    ['/docs/', 'docs/'],
    ['sites//vihje/docs', 'sites/vihje/docs/'],
  ])('turns %j into %j', (prefix, keyPrefix) => {
    expect(keyPrefixFor(prefix)).toBe(keyPrefix);
  });

  it.each(['../docs', 'docs/./x', 'a/../../b'])('refuses %j', (prefix) => {
    expect(() => keyPrefixFor(prefix)).toThrow(/not allowed/);
  });
});

describe('desiredObjects', () => {
  it('stores each file under the prefix, pages under their clean URLs and redirects under their old ones', () => {
    const { objects, warnings } = desiredObjects(
      [
        file('index.html'),
        file('404.html'),
        file('data.html'),
        file('blog/rss.xml'),
        file('static/js/index.3e13a30cff.js'),
      ],
      'docs/',
    );
    expect(warnings).toEqual([]);
    expect(objects.map(({ key, phase, contentType, file }) => [key, phase, contentType, file.path])).toEqual([
      ['docs/404.html', 'pages', 'text/html; charset=utf-8', '404.html'],
      ['docs/blog/rss.xml', 'files', 'application/rss+xml; charset=utf-8', 'blog/rss.xml'],
      ['docs/data', 'pages', 'text/html; charset=utf-8', 'data.html'],
      ['docs/data.html', 'redirects', 'text/html; charset=utf-8', 'data.html'],
      ['docs/data/index.html', 'redirects', 'text/html; charset=utf-8', 'data.html'],
      ['docs/index.html', 'pages', 'text/html; charset=utf-8', 'index.html'],
      [
        'docs/static/js/index.3e13a30cff.js',
        'assets',
        'text/javascript; charset=utf-8',
        'static/js/index.3e13a30cff.js',
      ],
    ]);
  });

  it('makes each old URL an empty object redirecting to the clean URL, without the prefix', () => {
    const { objects } = desiredObjects([file('index.html'), file('data.html'), file('guides/index.html')], 'docs/');
    expect(objects.map(({ key, redirectTo, size, md5 }) => [key, redirectTo, size, md5])).toEqual([
      ['docs/data', undefined, 'data.html'.length, 'd41d8cd98f00b204e9800998ecf8427e'],
      ['docs/data.html', '/data', 0, 'd41d8cd98f00b204e9800998ecf8427e'],
      ['docs/data/index.html', '/data', 0, 'd41d8cd98f00b204e9800998ecf8427e'],
      ['docs/guides', undefined, 'guides/index.html'.length, 'd41d8cd98f00b204e9800998ecf8427e'],
      ['docs/guides/index.html', '/guides', 0, 'd41d8cd98f00b204e9800998ecf8427e'],
      ['docs/index.html', undefined, 'index.html'.length, 'd41d8cd98f00b204e9800998ecf8427e'],
    ]);
  });

  it('lets the page that sorts first take a clean URL two pages share, keeps the other as it is, and says so', () => {
    const { objects, warnings } = desiredObjects([file('blog.html', 'a'.repeat(32)), file('blog/index.html')], '');
    expect(objects.map(({ key, file, redirectTo }) => [key, file.path, redirectTo])).toEqual([
      ['blog', 'blog.html', undefined],
      ['blog.html', 'blog.html', '/blog'],
      ['blog/index.html', 'blog/index.html', undefined],
    ]);
    expect(warnings).toEqual([
      'blog.html: redirect blog/index.html → /blog skipped, blog/index.html already uses that key',
      'blog/index.html: clean URL key blog is taken by blog.html, so the page stays under its own key',
    ]);
  });

  it('keeps a page under its own key when a file that is not a page has its clean URL', () => {
    const { objects, warnings } = desiredObjects([file('feed'), file('feed.html')], '');
    expect(objects.map(({ key, file, redirectTo }) => [key, file.path, redirectTo])).toEqual([
      ['feed', 'feed', undefined],
      ['feed.html', 'feed.html', undefined],
    ]);
    expect(warnings).toContain('feed.html: clean URL key feed is taken by feed, so the page stays under its own key');
  });

  it('stores a file of unknown type as octet-stream with a warning', () => {
    const { objects, warnings } = desiredObjects([file('CNAME')], '');
    expect(objects[0]?.contentType).toBe('application/octet-stream');
    expect(warnings).toEqual(['CNAME: unknown file type, stored as application/octet-stream']);
  });
});
