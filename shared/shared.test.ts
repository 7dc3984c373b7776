import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles } from './listFiles';
import { routePathOf } from './routePath';
import { whileUnchanged } from './whileUnchanged';

let dir = '';
const tempDir = () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vihje-shared-'));
  return dir;
};
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('routePathOf', () => {
  it.each([
    ['/data.html', '/data'],
    ['/guide/index.html', '/guide'],
    ['/index.html', '/'],
    ['index.html', '/'],
    ['/blog/', '/blog'],
    ['/', '/'],
    ['/data#company', '/data'],
    ['/data.html?x=1', '/data'],
    ['/reindex.html', '/reindex'],
  ])('%s → %s', (input, route) => {
    expect(routePathOf(input)).toBe(route);
  });
});

describe('listFiles', () => {
  it('lists the files at every depth, sorted, filtered, absolute or relative', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
    for (const file of ['z.html', 'a/one.html', 'a/b/two.html', 'a/b/skip.css'])
      writeFileSync(path.join(root, file), '');
    const html = (file: string) => file.endsWith('.html');
    expect(listFiles(root, html, { relative: true })).toEqual(['a/b/two.html', 'a/one.html', 'z.html']);
    expect(listFiles(root, html)).toEqual(['a/b/two.html', 'a/one.html', 'z.html'].map((file) => `${root}/${file}`));
  });
});

describe('whileUnchanged', () => {
  it('computes again only after a file changed, was added or was removed', () => {
    const root = tempDir();
    const first = path.join(root, 'first.txt');
    writeFileSync(first, '1');
    const files = [first];
    let runs = 0;
    const value = whileUnchanged(
      () => files,
      () => ++runs,
    );
    expect([value(), value()]).toEqual([1, 1]);
    utimesSync(first, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(value()).toBe(2);
    const second = path.join(root, 'second.txt');
    writeFileSync(second, '2');
    files.push(second);
    expect(value()).toBe(3);
    files.pop();
    expect([value(), value()]).toEqual([4, 4]);
  });
});
