/**
 * Worker entry, run as a child process by a build and as a thread by the dev server (`plugins/workerProcess.ts`):
 * highlights the code blocks of the given Markdown and MDX files with the options of Rspress's Shiki step
 * (`plugins/upstream/rspress/shikiOptions.ts`), and posts each block's highlighted tree to the build's main thread, a
 * file at a time, under the key that Shiki's rehype plugin looks it up by (`plugins/highlightAhead/index.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rehypeShiki from '@shikijs/rehype';
import type { MapLike } from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import { rehypeCodeBlocksAsHtml } from '../codeBlocksAsHtml/index.ts';
import { shikiStepOptions } from '../upstream/rspress/shikiOptions.ts';
import { toStarter, workerInput } from '../workerProcess.ts';
import { type Fence, fencesOf } from './fences.ts';
import { wholeLineTokens } from './wholeLineTokens.ts';

/** What the worker is given: the files, and the `markdown` options of the site's config that shape a block. */
export interface HighlightRequest {
  /** The docs root, which a code block's `file="/…"` is relative to. */
  root: string;
  files: string[];
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  defaultCodeOverflow?: { height?: number; behavior?: 'fold' | 'scroll' };
  /**
   * Whether the compile's step after Shiki makes each highlighted block's `<code>` one element holding its HTML
   * (`pluginCodeBlocksAsHtml`). The worker then posts the blocks that way: the compile's thread neither parses an
   * element a token from JSON nor writes their HTML again.
   */
  blocksAsHtml?: boolean;
  /**
   * Whether the worker stays for files posted to it after `files` (the dev server's opened pages), highlighting each
   * as it is posted, until the process ends; otherwise it takes posted files only from `files` and ends after the last.
   */
  serve?: boolean;
  /**
   * How many files the worker may have posted, in its own order, that the compile has not reached yet (the main
   * thread posts them, a few at a time, as `{ reached }`): their trees wait in the build's heap until the compile
   * takes them, and the worker, which only highlights, runs through every page several times faster than the
   * compile. Unbounded when not set.
   */
  maxLead?: number;
}

/**
 * What the main thread posts: a file the compile is waiting for (highlighted next), or files it reached after the
 * worker posted them.
 */
export type WorkerMessage = string | { reached: string[] };

/** One file's blocks: [Shiki's cache key, the highlighted tree as JSON]. */
export type HighlightedBlocks = [string, string][];

/** What the worker posts once a file is done: its blocks, none if it has no fenced block. */
export interface HighlightedFile {
  file: string;
  blocks: HighlightedBlocks;
}

const { root, files, showLineNumbers, defaultWrapCode, defaultCodeOverflow, serve, maxLead, blocksAsHtml } =
  await workerInput<HighlightRequest>();
const asHtml = rehypeCodeBlocksAsHtml();
let blocks: HighlightedBlocks = [];
const cache: MapLike<string, Root> = {
  get: () => undefined,
  // Shiki stores each block it highlights here, under the key it reads it back by.
  set: (key, tree) => {
    if (blocksAsHtml) asHtml(tree);
    blocks.push([key, JSON.stringify(tree)]);
    return cache;
  },
};
const highlight = rehypeShiki.call(undefined as never, {
  ...shikiStepOptions(showLineNumbers, defaultWrapCode, defaultCodeOverflow),
  ...wholeLineTokens,
  cache,
}) as (tree: Root) => Promise<void>;

/**
 * The code of a block that names a file (`file="<root>/examples/…"`, `"/…"` from the docs root, or relative to the
 * page), read as Rspress's remarkFileCodeBlock reads it; `undefined` for any other block.
 */
function includedCode(fence: Fence, page: string): string | undefined {
  const named = /(?:^|\s)file=["'`]?([^"'`\s]+)/.exec(fence.meta ?? '')?.[1];
  if (!named) return undefined;
  const resolved = named.startsWith('<root>/')
    ? path.join(process.cwd(), named.slice(7))
    : named.startsWith('/')
      ? path.join(root, named.slice(1))
      : path.join(path.dirname(page), named);
  return existsSync(resolved) ? readFileSync(resolved, 'utf8') : undefined;
}

async function highlightFile(file: string): Promise<HighlightedBlocks> {
  // Each block as the compiler hands it to Shiki: `pre > code.language-*`, the meta in `data.meta`. A tree is stored
  // under the very language, meta and code it was made from, so a block read differently here is only a miss.
  const pres = fencesOf(readFileSync(file, 'utf8')).map(
    (fence) => toHast({ type: 'code', ...fence, value: includedCode(fence, file) ?? fence.value }) as Element,
  );
  if (pres.length > 0) await highlight({ type: 'root', children: pres });
  const done = blocks;
  blocks = [];
  return done;
}

// The files in order, but a file the compile has reached (the main thread posts its path) goes next: the compile
// visits pages in no order the worker can know ahead. A file is taken in order only while fewer than `maxLead` files
// posted that way wait for the compile.
const waiting = new Set(files);
const asked: string[] = [];
const ahead = new Set<string>();
let inOrder = 0;
let posted: (() => void) | undefined;
function nextFile(): { file: string; inOrder: boolean } | undefined {
  for (let file = asked.shift(); file !== undefined; file = asked.shift()) {
    if (waiting.has(file)) return { file, inOrder: false };
  }
  if (maxLead !== undefined && ahead.size >= maxLead) return undefined;
  while (inOrder < files.length && !waiting.has(files[inOrder] ?? '')) inOrder++;
  const file = files[inOrder];
  return file === undefined ? undefined : { file, inOrder: true };
}
toStarter.onMessage((received) => {
  const message = received as WorkerMessage;
  // Reached by the compile, a file no longer counts in the lead (asked for, it may be on its way in order already).
  const reached = typeof message === 'string' ? [message] : message.reached;
  for (const file of reached) ahead.delete(file);
  if (typeof message === 'string') {
    if (serve) waiting.add(message);
    if (waiting.has(message)) asked.push(message);
  }
  posted?.();
});
// The channel must not keep the worker alive once every file is done; a serving worker ends with the process.
if (!serve) toStarter.keepAlive(false);
for (;;) {
  // Lets the compile's requests in between two files.
  await new Promise((resolve) => setImmediate(resolve));
  const next = nextFile();
  if (next === undefined) {
    if (!serve && waiting.size === 0) break;
    // Every file is done (a serving worker waits for more), or the lead is full: wait for the compile.
    if (!serve) toStarter.keepAlive(true);
    await new Promise<void>((resolve) => {
      posted = resolve;
    });
    posted = undefined;
    if (!serve) toStarter.keepAlive(false);
    continue;
  }
  waiting.delete(next.file);
  if (next.inOrder) ahead.add(next.file);
  const done: HighlightedFile = { file: next.file, blocks: await highlightFile(next.file) };
  toStarter.post(done);
}
