/**
 * Rspress's search normalisation (`normalizeTextCase` of its search panel): lower case, and accents removed except in
 * Cyrillic, Japanese and Korean text, so that "Yritys" finds "yritys" and "hae" finds "häe". Rspress's panel matches
 * the query in a page's text with its own copy; theme/upstream/rspress's test checks that both give the same text.
 */
const japanese = /[\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff]/u;
const korean = /[\u3131-\u314e|\u314f-\u3163|\uac00-\ud7a3]/u;
const cyrillic = /[\u0400-\u04FF]/u;
const combiningMarks = /[\u0300-\u036f]/g;

export function normalizeText(text: string): string {
  const decomposed = text.toLowerCase().normalize('NFD');
  if (cyrillic.test(text)) return decomposed.normalize('NFC');
  const withoutAccents = decomposed.replace(combiningMarks, '');
  return japanese.test(text) || korean.test(text) ? withoutAccents.normalize('NFC') : withoutAccents;
}
