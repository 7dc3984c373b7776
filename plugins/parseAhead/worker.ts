/**
 * Worker thread entry: parses the pages the build's compile is about to compile, as Rspress's MDX compile parses
 * them (its front matter cut to empty lines, its heading ids escaped, the parser of its own processor), and posts
 * each page's Markdown tree, with the text it was parsed from, on the port it was given
 * (`plugins/parseAhead/index.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { createProcessor } from '@mdx-js/mdx';
import { loadFrontMatter } from '@rspress/shared/node-utils';
import type { Root } from 'mdast';
import {
  autolinkLiteralsIfNeeded,
  createMDXOptions,
  escapeMarkdownHeadingIds,
  mayHoldAutolinkLiteral,
} from '../upstream/rspress/build.ts';
import { type ParserSyntax, parserSyntax } from './parserSyntax.ts';

/** What the worker is given. */
export interface ParseRequest {
  /** The docs root (Rspress's `docDirectory`). */
  root: string;
  /** The config's `markdown.cjkFriendlyEmphasis`, which adds syntax to Rspress's parser. */
  cjkFriendlyEmphasis: boolean | undefined;
  /** How many parsed pages may wait for the compile: their trees are held until the compile takes them. */
  maxLead: number;
  /** Where the trees go: the main thread reads them from the other end when a compile parses (no event needed). */
  trees: MessagePort;
}

/**
 * What the main thread posts: pages the compile will compile, in the order it will (each parsed once, in that order),
 * and pages whose compile parsed (their trees taken, or parsed in the compile: no longer wanted).
 */
export type ToParser = { reached: string[] } | { taken: string[] };

/** One page as the worker parsed it; no tree when its parse failed (the compile parses it again, and reports). */
export interface ParsedPage {
  file: string;
  /** The text the tree was parsed from: the compile uses the tree only for this very text. */
  text: string;
  tree?: Root;
  /** What the parser that made the tree could read. */
  syntax: ParserSyntax;
}

const { root, cjkFriendlyEmphasis, maxLead, trees } = workerData as ParseRequest;

/**
 * Rspress's processor for `.md` and for `.mdx` pages (its format follows the extension), made once each, and the same
 * without GFM's autolink literals for a text they cannot match in, as the compile chooses (patch 039): the same tree
 * with less work (bench/NOTES.md).
 */
const processors = new Map<string, Promise<ReturnType<typeof createProcessor>>>();
function processorFor(file: string, text: string) {
  const extension = path.extname(file);
  const autolinkLiterals = mayHoldAutolinkLiteral(text);
  const key = `${extension} ${autolinkLiterals}`;
  let processor = processors.get(key);
  if (processor === undefined) {
    processor = createMDXOptions({
      config: { markdown: { cjkFriendlyEmphasis } },
      docDirectory: root,
      filepath: file,
      routeService: null,
      pluginDriver: null,
    }).then((options) => createProcessor(autolinkLiteralsIfNeeded(options, autolinkLiterals)).freeze());
    processors.set(key, processor);
  }
  return processor;
}

async function parse(file: string): Promise<ParsedPage> {
  let text = '';
  try {
    // What Rspress's compile hands its processor (`dist/node/mdx/processor.js`); no replace rules (the plugin is off
    // when the config has some).
    text = escapeMarkdownHeadingIds(loadFrontMatter(readFileSync(file, 'utf8'), file, root).emptyLinesSource);
  } catch {
    return { file, text, syntax: parserSyntax(await processorFor(file, text)) };
  }
  const processor = await processorFor(file, text);
  const syntax = parserSyntax(processor);
  try {
    return { file, text, tree: processor.parse({ value: text, path: file }) as Root, syntax };
  } catch {
    return { file, text, syntax };
  }
}

const order: string[] = [];
const wanted = new Set<string>();
/** Posted and not yet taken. */
const waiting = new Set<string>();
let woken: (() => void) | undefined;
parentPort?.on('message', (message: ToParser) => {
  if ('reached' in message) {
    for (const file of message.reached) {
      order.push(file);
      wanted.add(file);
    }
  } else {
    for (const file of message.taken) {
      wanted.delete(file);
      waiting.delete(file);
    }
  }
  woken?.();
});
// The worker waits for pages as long as the build runs: the main thread ends it, and does not wait for it to end.
for (;;) {
  // Lets the main thread's messages in between two pages.
  await new Promise((resolve) => setImmediate(resolve));
  while (order.length > 0 && !wanted.has(order[0] ?? '')) order.shift();
  const file = order[0];
  if (file === undefined || waiting.size >= maxLead) {
    await new Promise<void>((resolve) => {
      woken = resolve;
    });
    woken = undefined;
    continue;
  }
  order.shift();
  wanted.delete(file);
  waiting.add(file);
  trees.postMessage(await parse(file));
}
