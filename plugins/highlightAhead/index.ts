import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { codeBlocksAsHtmlPluginName } from '../codeBlocksAsHtml/index.ts';
import { markdownPages } from '../markdownPages.ts';
import { persistentCacheWarm } from '../upstream/rspress/build.ts';
import { startWorkerProcess, tellWorker } from '../workerProcess.ts';
import { keptHighlights } from './keptHighlights.ts';
import { highlightOpenedPages, type OpenedPagesTarget } from './openedPages.ts';
import { wholeLineTokens } from './wholeLineTokens.ts';
import type { HighlightedFile, HighlightRequest, WorkerMessage } from './worker.ts';

/**
 * The worker's progress as the compile sees it: a page's compile waits, before Shiki's step, until the worker has
 * posted that page's blocks, and asks the worker to take the page next. Highlighting on the main thread what the
 * worker has not reached would put Shiki back on the busy core, and the worker would then highlight it again.
 */
interface WorkerProgress {
  /** Settles once the worker has posted `file`'s blocks, or at once for a file it was not given or after it stopped. */
  highlighted(file: string): Promise<void> | undefined;
  /** Takes in what the worker posted. */
  posted(done: HighlightedFile): void;
  /** The worker stopped: nothing waits for it any more. */
  stopped(): void;
}

/**
 * How many pages the compile reaches before the worker is told of them, in one message: each message wakes the
 * worker's thread, which then takes a core from the compile's (bench/NOTES.md). Well under `maxLeadInBuild`, so the
 * worker always has pages it may take.
 */
const reachedInOneMessage = 16;

/** Exported for its test. */
export function workerProgress(files: string[], tell: (message: WorkerMessage) => void): WorkerProgress {
  const pending = new Set(files);
  const notReached = new Set(files);
  const waiters = new Map<string, { done: Promise<void>; resolve: () => void }>();
  let reached: string[] = [];
  const tellReached = () => {
    if (reached.length > 0) tell({ reached });
    reached = [];
  };
  return {
    highlighted(file) {
      const firstReached = notReached.delete(file);
      if (!pending.has(file)) {
        // Posted before the compile came to it: it leaves the worker's lead.
        if (firstReached) reached.push(file);
        if (reached.length >= reachedInOneMessage) tellReached();
        return undefined;
      }
      let waiter = waiters.get(file);
      if (waiter === undefined) {
        let resolve = () => {};
        const done = new Promise<void>((settle) => {
          resolve = settle;
        });
        waiter = { done, resolve };
        waiters.set(file, waiter);
        // The worker is woken now: it hears of the pages reached so far too.
        tellReached();
        tell(file);
      }
      return waiter.done;
    },
    posted({ file }) {
      pending.delete(file);
      waiters.get(file)?.resolve();
      waiters.delete(file);
    },
    stopped() {
      pending.clear();
      for (const { resolve } of waiters.values()) resolve();
      waiters.clear();
    },
  };
}

/**
 * How many pages' blocks the worker may hold ready in the build's heap ahead of the compile. The worker highlights
 * every page several times faster than the compile compiles them; unbounded, it had posted most of a large site's
 * trees long before the compile took them (bench/NOTES.md has the figures). The compile compiles 16 pages at a time,
 * and a page it reaches first is highlighted next, so a short lead keeps it from waiting.
 */
const maxLeadInBuild = 64;

/**
 * How many pages a build that found a persistent cache compiles before the worker starts. A warm cache leaves the
 * compile only the pages that changed, which it highlights itself; a cache that Rspack finds stale (the config or a
 * dependency changed) has it compile every page again, and the worker then takes the rest.
 */
const pagesBeforeLateStart = 32;

/** How many highlighted blocks the dev server keeps: those of a few hundred opened pages, a few MB of JSON. */
const keptBlocksInDev = 2000;

/**
 * Code blocks highlighted ahead, in a worker process, for a production build. Shiki is the largest single cost of
 * Rspress's MDX compile (its TextMate grammars run in Oniguruma's WebAssembly), and the compile runs it on the
 * build's main thread, with the second core often idle. The worker reads every page's fenced blocks, highlights each
 * with Rspress's own Shiki options and posts the trees back, taking first the pages the compile has reached; the
 * compile's Shiki step then finds them in the `cache` that @shikijs/rehype reads (`markdown.shiki.cache`) and
 * highlights only what the worker could not read (a block another plugin wrote, or one in a list or quote). A tree
 * from the cache is the tree Shiki would have made: the same options, and the key holds the language, the meta
 * string and the code. When the config has `pluginCodeBlocksAsHtml`, whose step right after Shiki's makes each
 * block's `<code>` one element holding its HTML, the worker posts the trees with that step taken.
 *
 * Only a build of `fromPages` pages or more has the worker: below that, on two cores that the bundler's own threads
 * keep busy too, the worker's start (Shiki and the Markdown parsers) and its work cost more than they save
 * (bench/NOTES.md).
 *
 * A build that finds a persistent cache starts the worker only once its compile has compiled a few pages
 * (`pagesBeforeLateStart`): from a warm cache it compiles only the pages that changed, from a stale one every page.
 * Not in `rspress dev`, which compiles only the pages a reader opens, nor when the config sets its own
 * `markdown.shiki` options (transformers are functions, which cannot be passed to a worker). In `rspress dev` the
 * highlighted blocks are kept instead (`keptHighlights`), so that an edit of a page highlights only the blocks it
 * changed, and a worker highlights the pages a reader opens into that cache once the server is quiet
 * (`highlightOpenedPages`), so that their first edit does too.
 */
export function pluginHighlightAhead(fromPages: number): RspressPlugin {
  /**
   * Shiki's cache key → the highlighted tree, as JSON, and how many blocks of the site have that key (the same sample
   * on two pages), until the compile has taken it that many times.
   */
  const highlighted = new Map<string, { tree: string; blocks: number }>();
  let progress: WorkerProgress | undefined;
  // Pages compiled before a late start: the worker leaves them out.
  let lateStart: { compiled: Set<string>; start: (compiled: Set<string>) => void } | undefined;
  // Before Shiki's step (every remark step runs before any rehype step): the page's blocks are in, or on their way.
  const remarkAwaitHighlighting = () => (_tree: unknown, file: { path?: string }) => {
    if (file.path === undefined) return undefined;
    if (lateStart) {
      lateStart.compiled.add(file.path);
      if (lateStart.compiled.size < pagesBeforeLateStart) return undefined;
      const { compiled, start } = lateStart;
      lateStart = undefined;
      start(compiled);
    }
    return progress?.highlighted(file.path);
  };
  let openedPages: OpenedPagesTarget | undefined;
  return {
    name: 'vihje-highlight-ahead',
    markdown: { remarkPlugins: [remarkAwaitHighlighting] },
    builderConfig: { plugins: [highlightOpenedPages(() => openedPages)] },
    config(config: UserConfig, _utils, isProd): UserConfig {
      const markdown = config.markdown ?? {};
      const shape = {
        root: path.resolve(config.root ?? 'docs'),
        showLineNumbers: markdown.showLineNumbers ?? false,
        defaultWrapCode: markdown.defaultWrapCode ?? false,
        ...(markdown.defaultCodeOverflow ? { defaultCodeOverflow: markdown.defaultCodeOverflow } : {}),
        blocksAsHtml: (config.plugins ?? []).some((plugin) => plugin.name === codeBlocksAsHtmlPluginName),
      };
      if (!isProd && !markdown.shiki) {
        const kept = keptHighlights(keptBlocksInDev);
        openedPages = { request: shape, base: config.base ?? '/', kept };
        return { ...config, markdown: { ...markdown, shiki: { cache: kept, ...wholeLineTokens } } };
      }
      const pages = isProd && !markdown.shiki && config.root ? markdownPages(shape.root) : [];
      if (pages.length === 0 || pages.length < fromPages) {
        return { ...config, markdown: { ...markdown, shiki: { ...markdown.shiki, ...wholeLineTokens } } };
      }
      const start = (compiled: ReadonlySet<string>) => {
        const files = pages.filter((file) => !compiled.has(file));
        const request: HighlightRequest = { ...shape, files, maxLead: maxLeadInBuild };
        const worker = startWorkerProcess(new URL('./worker.ts', import.meta.url), request);
        const tracked = workerProgress(request.files, (message) => tellWorker(worker, message));
        progress = tracked;
        worker.on('message', (done: HighlightedFile) => {
          for (const [key, tree] of done.blocks)
            highlighted.set(key, { tree, blocks: (highlighted.get(key)?.blocks ?? 0) + 1 });
          tracked.posted(done);
        });
        // A failed worker costs only speed: every block it did not post is highlighted by the compile as before.
        worker.on('error', (error) => console.warn(`Code highlighting ahead stopped: ${error.message}`));
        worker.on('exit', (code, signal) => {
          if (code !== 0) console.warn(`Code highlighting ahead stopped: ${signal ?? `exit code ${code}`}`);
          tracked.stopped();
        });
        worker.unref();
        worker.channel?.unref();
      };
      // With no persistent cache to read, every page is compiled: the worker starts at once, ahead of the compile.
      // With one, it may be warm (the pages that changed only) or stale (every page): the worker waits for the
      // compile to have compiled `pagesBeforeLateStart` pages.
      if (persistentCacheWarm(config)) lateStart = { compiled: new Set(), start };
      else start(new Set());
      const cache: MapLike<string, Root> = {
        // Each block is asked for once (the web and SSG compiles share one compile): a tree's text is freed when
        // every block with its key has taken it.
        get: (key) => {
          const entry = highlighted.get(key);
          if (entry === undefined) return undefined;
          entry.blocks -= 1;
          if (entry.blocks === 0) highlighted.delete(key);
          return JSON.parse(entry.tree) as Root;
        },
        // What the compile highlights itself is not kept: a tree Shiki hands out must not be shared by two pages.
        set: () => cache,
      };
      return { ...config, markdown: { ...markdown, shiki: { cache, ...wholeLineTokens } } };
    },
  };
}
