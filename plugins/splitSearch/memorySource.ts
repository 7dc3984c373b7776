/**
 * The split index held in memory, built from Rspress's single index: what `rspress dev` searches (it writes no split
 * files), and what the unit tests search.
 */
import type { SplitIndexSource } from './searchSplitIndex.ts';
import { type SearchPage, splitIndex } from './splitIndex.ts';

export function memorySource(pages: SearchPage[], shardBytes?: number): SplitIndexSource {
  const split = splitIndex(pages, shardBytes);
  return {
    vocabulary: async () => split,
    shard: async (index) => split.shards[index] ?? {},
    page: async (id) => {
      const page = split.pages[id];
      if (!page) throw new Error(`search: no page ${id} in the index`);
      return page;
    },
  };
}
