import readingTime from 'reading-time';

/** The characters reading-time counts as a word each (Hiragana, CJK ideographs, Hangul); it compares UTF-16 units. */
const wordCharacters = /[\u3040-\u309f\u4e00-\u9fff\uac00-\ud7a3]/;
/** reading-time's word bounds: a word is a run of anything else. */
const words = /[^ \n\r\t]+/g;

/**
 * A post's reading time in whole minutes (at least one), as reading-time estimates it at 200 words a minute.
 * reading-time tests every character against its CJK and punctuation ranges, a cost every build and dev-server start
 * pays for every post (bench/NOTES.md). Text without those characters has the same word count as its runs between
 * spaces, tabs and line breaks, which a regular expression counts much faster.
 */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(wordCount(text) / 200));
}

/** The words of `text` as reading-time counts them. */
export function wordCount(text: string): number {
  return wordCharacters.test(text) ? readingTime(text).words : (text.match(words) ?? []).length;
}
