import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { contentCache, contentKey } from './contentCache.ts';

const minute = 60_000;

describe('contentCache', () => {
  let root: string;
  let clock: number;
  /**
   * One build: the cache opened a minute after the last, its pruning waited for, then each of `use` read, or written
   * when missing.
   */
  const build = async (use: string[], prune = true) => {
    clock += minute;
    vi.setSystemTime(clock);
    const cache = contentCache('entries', { root, prune });
    await cache.pruned;
    for (const key of use) if (cache.get(key) === undefined) cache.set(key, `value of ${key}`);
    return cache;
  };
  const entries = () =>
    readdirSync(path.join(root, 'node_modules', '.cache', 'entries'))
      .filter((name) => name !== 'openings.json')
      .sort();

  beforeEach(() => {
    root = temporaryFolder('vihje-content-cache-');
    clock = Date.UTC(2026, 0, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('gives back what a build before stored', async () => {
    await build(['a']);
    expect((await build([])).get('a')).toBe('value of a');
    expect((await build([])).get('b')).toBeUndefined();
  });

  it('links an entry into an output, counting it as a use, and says when there is none', async () => {
    await build(['a']);
    const output = path.join(root, 'a.txt');
    expect((await build([])).linkTo('a', output)).toBe(true);
    expect(readFileSync(output, 'utf8')).toBe('value of a');
    expect((await build([])).linkTo('a', output)).toBe(true);
    expect((await build([])).linkTo('b', path.join(root, 'b.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'b.txt'))).toBe(false);
    // Linked in each of the last three builds, the entry stays, one file under both names.
    expect(entries()).toEqual(['a']);
    expect(statSync(output).nlink).toBe(2);
    // An entry written again is a new file: the output linked to the old one keeps its text.
    (await build([])).set('a', 'another value');
    expect(readFileSync(output, 'utf8')).toBe('value of a');
    expect((await build([])).get('a')).toBe('another value');
  });

  it('deletes an entry no build used in the last three, and keeps one read in any of them', async () => {
    await build(['old', 'read']);
    await build(['read']);
    await build([]);
    await build([]);
    // Opened after three builds that did not use it, `old` is gone; the first of them read `read`.
    await build([]);
    expect(entries()).toEqual(['read']);
    await build([]);
    expect(entries()).toEqual([]);
  });

  it('counts a read as a use, not only a write', async () => {
    await build(['page']);
    for (let i = 0; i < 5; i++) await build(['page']);
    expect(entries()).toEqual(['page']);
  });

  it('keeps an entry a build uses without reading it, and says when there is none', async () => {
    await build(['page']);
    for (let i = 0; i < 5; i++) expect((await build([])).keep('page')).toBe(true);
    expect(entries()).toEqual(['page']);
    expect((await build([])).keep('other')).toBe(false);
    expect(contentCache('entries', { root }).keep('page')).toBe(true);
  });

  it('answers nothing for an entry another build pruned after this one opened the cache', async () => {
    const cache = await build(['gone']);
    rmSync(path.join(root, 'node_modules', '.cache', 'entries', 'gone'));
    expect(cache.get('gone')).toBeUndefined();
  });

  it('deletes nothing without prune', async () => {
    await build(['kept'], false);
    for (let i = 0; i < 5; i++) await build([], false);
    expect(entries()).toEqual(['kept']);
    expect(existsSync(path.join(root, 'node_modules', '.cache', 'entries', 'openings.json'))).toBe(false);
  });
});

describe('contentKey', () => {
  it('differs when a part moves across the boundary between parts', () => {
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'));
    expect(contentKey('a', 'b')).toBe(contentKey('a', 'b'));
  });
});
