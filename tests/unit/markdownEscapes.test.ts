import type { Root } from 'mdast';
import { toMarkdown, type Unsafe } from 'mdast-util-to-markdown';
import { describe, expect, it } from 'vitest';

const paragraph = (value: string): Root => ({
  type: 'root',
  children: [{ type: 'paragraph', children: [{ type: 'text', value }] }],
});

describe('mdast-util-to-markdown, patched (patches/mdast-util-to-markdown+2.2.3+001)', () => {
  it('escapes what would otherwise be Markdown, as before', () => {
    expect(toMarkdown(paragraph('*not emphasis* and _not either_'))).toBe('\\*not emphasis\\* and \\_not either\\_\n');
    expect(toMarkdown(paragraph('[not a link](x) <not-html> `not code`'))).toBe(
      '\\[not a link]\\(x) \\<not-html> \\`not code\\`\n',
    );
    expect(toMarkdown(paragraph('# not a heading\n- not a list\n1. nor this'))).toBe(
      '\\# not a heading\n\\- not a list\n1\\. nor this\n',
    );
    expect(toMarkdown(paragraph('snake_case_name and 00100 Helsinki'))).toBe('snake_case_name and 00100 Helsinki\n');
  });

  it('tries no pattern whose character the text does not hold', () => {
    // The text's own patterns are compiled to regular expressions when first tried (`_compiled`); unpatched, every
    // pattern in scope was tried on every text, whatever its characters.
    const percent: Unsafe = { character: '%', inConstruct: 'phrasing' };
    expect(toMarkdown(paragraph('No sign here'), { unsafe: [percent] })).toBe('No sign here\n');
    expect(percent._compiled).toBeUndefined();
    expect(toMarkdown(paragraph('100% of codes'), { unsafe: [percent] })).toBe('100\\% of codes\n');
    expect(percent._compiled).toBeInstanceOf(RegExp);
  });
});
