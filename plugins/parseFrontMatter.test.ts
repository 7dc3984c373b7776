import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './parseFrontMatter';

/** gray-matter's module-wide cache of the strings it parsed without options (not in its types). */
const grayMatterCache = () => (matter as unknown as { cache: Record<string, unknown> }).cache;

describe('parseFrontMatter', () => {
  it('gives the front matter and the text after it, and leaves nothing in gray-matter’s cache', () => {
    // A text no other test parses, so that only this call could have put it in the cache.
    const text = `Text ${Date.now()}.`;
    const source = `---\ntitle: A page\nsidebar: false\n---\n\n# A page\n\n${text}\n`;
    expect(parseFrontMatter(source)).toEqual({
      data: { title: 'A page', sidebar: false },
      content: `\n# A page\n\n${text}\n`,
    });
    expect(Object.keys(grayMatterCache())).not.toContain(source);
  });

  it('parses with the engines it is given', () => {
    const source = '---\ndate: 2025-02-30\n---\nText.\n';
    const asText = { engines: { yaml: (text: string) => ({ raw: text.trim() }) } };
    expect(parseFrontMatter(source, asText).data).toEqual({ raw: 'date: 2025-02-30' });
  });
});
