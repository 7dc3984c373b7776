/**
 * Worker thread entry: highlights the code blocks of the given Markdown and MDX files with Rspress's own Shiki
 * options, and posts each block's highlighted tree to the build's main thread, a file at a time, under the key that
 * Shiki's rehype plugin looks it up by (`plugins/highlightAhead/index.ts`).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import rehypeShiki from '@shikijs/rehype';
import type { MapLike } from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import { createRehypeShikiOptions } from '../upstream/rspress.ts';
import { fencesOf } from './fences.ts';

/** What the worker is given: the files, and the `markdown` options of the site's config that shape a block. */
export interface HighlightRequest {
  files: string[];
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  defaultCodeOverflow?: { height?: number; behavior?: 'fold' | 'scroll' };
}

/** One file's blocks: [Shiki's cache key, the highlighted tree as JSON]. */
export type HighlightedBlocks = [string, string][];

const { files, showLineNumbers, defaultWrapCode, defaultCodeOverflow } = workerData as HighlightRequest;
let blocks: HighlightedBlocks = [];
const cache: MapLike<string, Root> = {
  get: () => undefined,
  // Shiki stores each block it highlights here, under the key it reads it back by.
  set: (key, tree) => {
    blocks.push([key, JSON.stringify(tree)]);
    return cache;
  },
};
const highlight = rehypeShiki.call(undefined as never, {
  ...createRehypeShikiOptions(showLineNumbers, defaultWrapCode, defaultCodeOverflow),
  cache,
}) as (tree: Root) => Promise<void>;

for (const file of files) {
  // Each block as the compiler hands it to Shiki: `pre > code.language-*`, the meta in `data.meta`. A tree is stored
  // under the very language, meta and code it was made from, so a block read differently here is only a miss.
  const pres = fencesOf(readFileSync(file, 'utf8')).map((fence) => toHast({ type: 'code', ...fence }) as Element);
  if (pres.length === 0) continue;
  await highlight({ type: 'root', children: pres });
  parentPort?.postMessage(blocks);
  blocks = [];
}
