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
  it('stores each file under the prefix, pages also under their clean URLs, each with its phase', () => {
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
      ['docs/data.html', 'pages', 'text/html; charset=utf-8', 'data.html'],
      ['docs/data/index.html', 'pages', 'text/html; charset=utf-8', 'data.html'],
      ['docs/index.html', 'pages', 'text/html; charset=utf-8', 'index.html'],
      [
        'docs/static/js/index.3e13a30cff.js',
        'assets',
        'text/javascript; charset=utf-8',
        'static/js/index.3e13a30cff.js',
      ],
    ]);
  });

  it('lets a built file keep its key when a clean-URL copy would take it, and says so', () => {
    const { objects, warnings } = desiredObjects([file('blog.html', 'a'.repeat(32)), file('blog/index.html')], '');
    expect(objects.map(({ key, file }) => [key, file.path])).toEqual([
      ['blog', 'blog.html'],
      ['blog.html', 'blog.html'],
      ['blog/index.html', 'blog/index.html'],
    ]);
    expect(warnings).toEqual([
      'blog.html: clean URL copy blog/index.html skipped, blog/index.html already uses that key',
      'blog/index.html: clean URL copy blog skipped, blog.html already uses that key',
    ]);
  });

  it('stores a file of unknown type as octet-stream with a warning', () => {
    const { objects, warnings } = desiredObjects([file('CNAME')], '');
    expect(objects[0]?.contentType).toBe('application/octet-stream');
    expect(warnings).toEqual(['CNAME: unknown file type, stored as application/octet-stream']);
  });
});
