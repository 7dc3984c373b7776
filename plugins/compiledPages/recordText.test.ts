import { describe, expect, it } from 'vitest';
import { parsePage } from './capturePage';
import { recordOf, recordText } from './recordText';

const source = [
  '---',
  'title: Hyvinkää',
  '---',
  '',
  '# Hyvinkää',
  '',
  'See [the postal codes](/data#postal-codes "Postinumerot\nrivit").',
  '',
  '```json',
  '{ "city": "Äänekoski" }',
  '```',
  '',
  '## Lines {#lines}',
  '',
  'One line,  ',
  'then the next. 👋',
].join('\n');

describe('a compiled page’s record as text', () => {
  it('reads back the links, the heading ids and the tree it was written with', () => {
    const record = parsePage(source, 'Hyvinkää');
    const read = recordOf(recordText(record), source, () => ({ title: 'Hyvinkää' }), 'key');
    expect(read.links).toEqual(record.links);
    expect(read.anchors).toEqual(record.anchors);
    expect(read.tree).toEqual(record.tree);
    expect(read.source).toBe(source);
  });

  it('parses the front matter once, when it is read, and hands out one tree for every read', () => {
    let parsed = 0;
    const read = recordOf(
      recordText(parsePage(source, 'Hyvinkää')),
      source,
      () => {
        parsed += 1;
        return { title: 'Hyvinkää' };
      },
      'key',
    );
    expect(parsed).toBe(0);
    expect(read.frontmatter).toEqual({ title: 'Hyvinkää' });
    expect(read.frontmatter).toBe(read.frontmatter);
    expect(parsed).toBe(1);
    expect(read.tree).toBe(read.tree);
  });

  it('keeps a tree that is not valid JSON from stopping a record whose tree is never read', () => {
    const text = `${JSON.stringify({ links: [], anchors: ['lines'] })}\n{not json`;
    const read = recordOf(text, source, () => ({}), 'key');
    expect(read.anchors).toEqual(['lines']);
    expect(() => read.tree).toThrow(SyntaxError);
  });

  it('reads a record given as a read only when its links, ids or tree are first asked for, and once', () => {
    const record = parsePage(source, 'Hyvinkää');
    let reads = 0;
    const read = recordOf(
      () => {
        reads += 1;
        return recordText(record);
      },
      source,
      () => ({}),
      'key',
    );
    expect(read.key).toBe('key');
    expect(read.source).toBe(source);
    expect(reads).toBe(0);
    expect(read.anchors).toEqual(record.anchors);
    expect(read.tree).toEqual(record.tree);
    expect(read.links).toEqual(record.links);
    expect(reads).toBe(1);
  });
});
