/**
 * A search over the split index (`splitIndex.ts`): the pages whose title, headings or text contain the query, up to
 * `limit` for each, titles first. What Rspress's search panel then shows of a page is the query found in it, so a
 * page is returned only once its record confirms that; the shards only say which pages may.
 */
import { normalizeText } from './normalizeText.ts';
import { fields, fieldTexts, fromGaps, type SearchPage, type Shard, shardOf, wordsOf } from './splitIndex.ts';

/** Where a search reads the split index: files over HTTP in the browser, memory in dev, files on disk in the bench. */
export interface SplitIndexSource {
  vocabulary(): Promise<{ words: readonly string[]; shardStarts: readonly number[] }>;
  shard(index: number): Promise<Shard>;
  page(id: number): Promise<SearchPage>;
}

/** How a vocabulary word contains a query term: the term itself, its start, or inside it. Lower ranks first. */
type MatchKind = 0 | 1 | 2;

interface WordMatch {
  index: number;
  kind: MatchKind;
}

// A term found inside more words than this (a letter or two) would fetch most shards; the other terms and the check
// of the whole query in each page's text narrow the search instead.
const maxWordsPerTerm = 64;
// Candidates are checked `limit` at a time; after this many rounds a field's search stops.
const roundsPerField = 3;

function matchingWords(words: readonly string[], term: string): WordMatch[] {
  const matches: WordMatch[] = [];
  words.forEach((word, index) => {
    const at = word.indexOf(term);
    if (at < 0) return;
    matches.push({ index, kind: word.length === term.length ? 0 : at === 0 ? 1 : 2 });
  });
  return matches.sort((a, b) => a.kind - b.kind || a.index - b.index);
}

/** Pages whose postings hold every term, the best matched first (whole words before starts before insides). */
function rankedCandidates(terms: WordMatch[][], postingsOf: (wordIndex: number) => number[]): number[] {
  let scores: Map<number, number> | undefined;
  for (const matches of terms) {
    const best = new Map<number, number>();
    for (const { index, kind } of matches) {
      for (const id of postingsOf(index)) {
        if (scores && !scores.has(id)) continue;
        best.set(id, Math.min(best.get(id) ?? kind, kind));
      }
    }
    scores = new Map([...best].map(([id, kind]) => [id, (scores?.get(id) ?? 0) + kind]));
  }
  return [...(scores ?? [])].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id);
}

/** The pages a search panel shows for `keyword`: for each field, up to `limit` pages whose field contains it. */
export async function searchSplitIndex(
  source: SplitIndexSource,
  keyword: string,
  limit: number,
): Promise<SearchPage[]> {
  const query = normalizeText(keyword).trim();
  const terms = wordsOf(query);
  if (terms.length === 0) return [];
  const { words, shardStarts } = await source.vocabulary();
  const matches = terms.map((term) => matchingWords(words, term));
  if (matches.some((wordMatches) => wordMatches.length === 0)) return [];
  const narrow = matches.filter((wordMatches) => wordMatches.length <= maxWordsPerTerm);
  const narrowest = [...matches].sort((a, b) => a.length - b.length)[0] ?? [];
  const used = narrow.length > 0 ? narrow : [narrowest.slice(0, maxWordsPerTerm)];

  const shardIndexes = [...new Set(used.flat().map(({ index }) => shardOf(shardStarts, index)))];
  const shards = new Map(
    await Promise.all(shardIndexes.map(async (index) => [index, await source.shard(index)] as const)),
  );
  const postings = (field: number) => (wordIndex: number) => {
    const word = words[wordIndex] ?? '';
    return fromGaps(shards.get(shardOf(shardStarts, wordIndex))?.[word]?.[field] ?? []);
  };

  const texts = new Map<number, [string, string, string]>();
  const foundIds = new Set<number>();
  const found: SearchPage[] = [];
  for (const field of fields.keys()) {
    const candidates = rankedCandidates(used, postings(field));
    let kept = 0;
    for (let round = 0; round < roundsPerField && kept < limit; round += 1) {
      const batch = candidates.slice(round * limit, (round + 1) * limit);
      if (batch.length === 0) break;
      for (const [offset, page] of (await Promise.all(batch.map((id) => source.page(id)))).entries()) {
        const id = batch[offset] as number;
        const text = texts.get(id) ?? fieldTexts(page);
        texts.set(id, text);
        if (kept >= limit || !text[field]?.includes(query)) continue;
        kept += 1;
        if (!foundIds.has(id)) found.push(page);
        foundIds.add(id);
      }
    }
  }
  return found;
}
