import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';

/** Shiki's cache, and a way in for a tree highlighted elsewhere (a worker), as JSON. */
export interface KeptHighlights extends MapLike<string, Root> {
  keep: (key: string, tree: string) => void;
}

/**
 * Shiki's trees kept between the dev server's compiles, for @shikijs/rehype's `cache` option: an edit compiles its
 * page again, and each block the edit left alone (the key is the block's language, meta string and code) comes from
 * here instead of Shiki's grammars. The `limit` most recently used blocks are kept. A tree is kept as JSON, taken
 * when Shiki made it, and each compile gets its own copy: the compile's later steps change the tree they get.
 */
export function keptHighlights(limit: number): KeptHighlights {
  const trees = new Map<string, string>();
  const keep = (key: string, tree: string) => {
    // Map keeps insertion order: moved to the end, the block is the most recently used.
    trees.delete(key);
    trees.set(key, tree);
    for (const oldest of trees.keys()) {
      if (trees.size <= limit) break;
      trees.delete(oldest);
    }
  };
  const cache: KeptHighlights = {
    get: (key) => {
      const tree = trees.get(key);
      if (tree === undefined) return undefined;
      keep(key, tree);
      return JSON.parse(tree) as Root;
    },
    set: (key, tree) => {
      keep(key, JSON.stringify(tree));
      return cache;
    },
    keep,
  };
  return cache;
}
