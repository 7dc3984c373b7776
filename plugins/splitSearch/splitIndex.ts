/**
 * The search index split into files a search fetches on demand: a manifest with the vocabulary (every distinct
 * word of every page), shards of postings (for each word, the pages whose title, headings or text contain it) and
 * one record per page, the record Rspress's own index holds. A search reads the manifest, the shards of the words
 * its terms match and the records of the pages it shows, so what it downloads grows with its results, not with the
 * site. Pure data, no I/O: the build writes these structures to files, the browser's provider reads them back, and
 * `rspress dev` builds them in memory from Rspress's single index.
 */
import { normalizeText } from './normalizeText.ts';

/** One page of Rspress's search index (`static/search_index.<lang>.<hash>.json`), as its search panel reads it. */
export interface SearchPage {
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  [field: string]: unknown;
}

/** The fields a search looks in, in the order their matches are listed (Rspress's order). */
export const fields = ['title', 'headers', 'content'] as const;

/** For each field, the ids of the pages containing a word, as gaps between ascending ids (compresses well). */
export type Postings = [number[], number[], number[]];

/** A shard: postings of consecutive words of the sorted vocabulary. */
export type Shard = Record<string, Postings>;

/** The split index before it is written: what the manifest lists and what the files hold. */
export interface SplitIndex {
  /** Every distinct word, sorted. */
  words: string[];
  /** For each shard, the index in `words` of its first word. */
  shardStarts: number[];
  shards: Shard[];
  /** Page id → page. */
  pages: SearchPage[];
}

// Words are split where FlexSearch, the engine of Rspress's own search, splits them: spaces, symbols, punctuation.
const separators = /[\p{Z}\p{S}\p{P}\p{C}]+/u;
// FlexSearch's encoder in Rspress's provider ignores longer words (`maxlength: 64`).
const maxWordLength = 64;

/** The distinct words of an already normalized text. */
export function wordsOf(normalized: string): string[] {
  return [...new Set(normalized.split(separators))].filter((word) => word.length > 0 && word.length <= maxWordLength);
}

/** A page's fields as the search matches them: lower case, accents removed (Rspress's normalisation). */
export function fieldTexts(page: SearchPage): [string, string, string] {
  return [
    normalizeText(page.title),
    normalizeText(page.toc.map((header) => header.text).join(' ')),
    normalizeText(page.content),
  ];
}

/** Ascending ids → gaps (`[3, 4, 9]` → `[3, 1, 5]`). */
export const toGaps = (ids: number[]): number[] =>
  ids.map((id, index) => id - (index === 0 ? 0 : (ids[index - 1] ?? 0)));

/** Gaps → ascending ids. */
export function fromGaps(gaps: number[]): number[] {
  let id = 0;
  return gaps.map((gap) => {
    id += gap;
    return id;
  });
}

/**
 * Splits Rspress's index: the vocabulary, postings cut into shards of about `shardBytes` of JSON each (a shard
 * holds whole words, so one word's postings are never split), and the pages as they are.
 */
export function splitIndex(pages: SearchPage[], shardBytes = 32_768): SplitIndex {
  const postings = new Map<string, [number[], number[], number[]]>();
  pages.forEach((page, id) => {
    fieldTexts(page).forEach((text, field) => {
      for (const word of wordsOf(text)) {
        let entry = postings.get(word);
        if (!entry) {
          entry = [[], [], []];
          postings.set(word, entry);
        }
        entry[field]?.push(id);
      }
    });
  });
  const words = [...postings.keys()].sort();
  const shards: Shard[] = [];
  const shardStarts: number[] = [];
  let size = Number.POSITIVE_INFINITY;
  words.forEach((word, index) => {
    const ids = postings.get(word) ?? [[], [], []];
    const entry: Postings = [toGaps(ids[0]), toGaps(ids[1]), toGaps(ids[2])];
    const entrySize = word.length + JSON.stringify(entry).length + 4;
    if (size + entrySize > shardBytes) {
      shards.push({});
      shardStarts.push(index);
      size = 0;
    }
    (shards.at(-1) as Shard)[word] = entry;
    size += entrySize;
  });
  return { words, shardStarts, shards, pages };
}

/** The shard holding `words[wordIndex]`: the last shard that starts at or before it. */
export function shardOf(shardStarts: readonly number[], wordIndex: number): number {
  let low = 0;
  let high = shardStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((shardStarts[middle] ?? 0) <= wordIndex) low = middle;
    else high = middle - 1;
  }
  return low;
}
