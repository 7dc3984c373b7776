import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { keptHighlights } from './keptHighlights.ts';

const tree = (text: string): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] }],
});

describe('keptHighlights', () => {
  it('gives back the tree kept under a key, as it was when kept, a copy each time', () => {
    const cache = keptHighlights(10);
    const kept = tree('const a = 1;');
    cache.set('a', kept);
    (kept.children[0] as Element).tagName = 'span';
    const first = cache.get('a');
    expect(first).toEqual(tree('const a = 1;'));
    (first?.children[0] as Element).children = [];
    expect(cache.get('a')).toEqual(tree('const a = 1;'));
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps the most recently used blocks, up to its limit', () => {
    const cache = keptHighlights(2);
    cache.set('a', tree('a'));
    cache.set('b', tree('b'));
    cache.get('a');
    cache.set('c', tree('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(tree('a'));
    expect(cache.get('c')).toEqual(tree('c'));
  });
});
