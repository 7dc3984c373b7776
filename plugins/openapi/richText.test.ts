import { describe, expect, it } from 'vitest';
import { parseRichText } from './richText';

describe('parseRichText', () => {
  it('turns CommonMark into paragraphs, lists, emphasis, code and links', () => {
    const markdown = 'The API offers:\n\n- **company** search,\n- `postal` codes\n\nSee [the docs](/data).';
    expect(parseRichText(markdown, 'x')).toEqual([
      { tag: 'p', children: ['The API offers:'] },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: [{ tag: 'strong', children: ['company'] }, ' search,'] },
          { tag: 'li', children: [{ tag: 'code', children: ['postal'] }, ' codes'] },
        ],
      },
      { tag: 'p', children: ['See ', { tag: 'a', href: '/data', children: ['the docs'] }, '.'] },
    ]);
  });

  it('gives nothing for an absent or blank description', () => {
    expect(parseRichText(undefined, 'x')).toEqual([]);
    expect(parseRichText('  \n', 'x')).toEqual([]);
  });

  it('fails on an element the reference cannot show, naming where it is', () => {
    expect(() => parseRichText('# Heading', 'openapi.yaml: paths./a.get')).toThrow(
      /openapi\.yaml: paths\.\/a\.get: the description uses <h1>/,
    );
  });
});
