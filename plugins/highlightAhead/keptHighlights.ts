import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';

/**
 * Shiki's trees kept between the dev server's compiles, for @shikijs/rehype's `cache` option: an edit compiles its
 * page again, and each block the edit left alone (the key is the block's language, meta string and code) comes from
 * here instead of Shiki's grammars. The `limit` most recently used blocks are kept. A tree is kept as JSON, taken
 * when Shiki made it, and each compile gets its own copy: the compile's later steps change the tree they get.
 */
export function keptHighlights(limit: number): MapLike<string, Root> {
  const trees = new Map<string, string>();
  const cache: MapLike<string, Root> = {
    get: (key) => {
      const tree = trees.get(key);
      if (tree === undefined) return undefined;
      // Map keeps insertion order: moved to the end, the block is the most recently used.
      trees.delete(key);
      trees.set(key, tree);
      return JSON.parse(tree) as Root;
    },
    set: (key, tree) => {
      trees.delete(key);
      trees.set(key, JSON.stringify(tree));
      for (const oldest of trees.keys()) {
        if (trees.size <= limit) break;
        trees.delete(oldest);
      }
      return cache;
    },
  };
  return cache;
}
