import fc from 'fast-check';
import readingTime from 'reading-time';
import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount } from './readingMinutes.ts';

/** Text of words, every kind of white space, punctuation, Finnish letters, emoji and, sometimes, CJK. */
const pieces = ['sana', 'ääkkönen', 'a', '```ts', '{x}', '—', '.', ',', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '🚀'];
const cjk = ['漢字', 'ひらがな', '한국어', '。', '，'];
const text = (alphabet: string[]) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength: 3000 }).map((parts) => parts.join(''));

describe('readingMinutes', () => {
  it('counts the words reading-time counts, with and without CJK text', () => {
    fc.assert(
      fc.property(text(pieces), (sample) => {
        expect(wordCount(sample)).toBe(readingTime(sample).words);
      }),
    );
    fc.assert(
      fc.property(text([...pieces, ...cjk]), (sample) => {
        expect(wordCount(sample)).toBe(readingTime(sample).words);
      }),
    );
  });

  it('is one minute at least, and 200 words a minute, rounded', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('sana '.repeat(1000))).toBe(5);
    expect(readingMinutes('sana '.repeat(1099))).toBe(5);
    expect(readingMinutes('sana '.repeat(1100))).toBe(6);
  });
});
