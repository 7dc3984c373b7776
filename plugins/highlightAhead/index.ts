import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { listFiles } from '../../shared/listFiles.ts';
import { defaultPersistentCacheDir, persistentCacheOn } from '../upstream/rspress/build.ts';
import { wholeLineTokens } from './wholeLineTokens.ts';
import type { HighlightedBlocks, HighlightRequest } from './worker.ts';

/** Every Markdown and MDX file under the docs root: the pages and posts whose blocks the compile will highlight. */
const markdownFiles = (root: string): string[] =>
  listFiles(root, (file) => /\.mdx?$/.test(file) && !file.includes('/node_modules/'));

/**
 * Whether Rsbuild's persistent cache (`node_modules/.cache/rspack` unless the config names another directory) holds
 * an earlier build: its hits skip the MDX compile of every unchanged page, Shiki included, so highlighting every page
 * ahead would only take CPU from a warm build.
 */
function persistentCacheWarm(config: UserConfig): boolean {
  const buildCache = config.builderConfig?.performance?.buildCache;
  if (!persistentCacheOn(buildCache)) return false;
  const named = typeof buildCache === 'object' ? buildCache.cacheDirectory : undefined;
  const dir = path.resolve(named ?? defaultPersistentCacheDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Code blocks highlighted ahead, in a worker thread, for a production build. Shiki is the largest single cost of
 * Rspress's MDX compile (its TextMate grammars run in Oniguruma's WebAssembly), and the compile runs it on the
 * build's main thread, with the second core often idle. The worker reads every page's fenced blocks, highlights each
 * with Rspress's own Shiki options and posts the trees back; the compile's Shiki step then finds them in the `cache`
 * that @shikijs/rehype reads (`markdown.shiki.cache`) and highlights only what the worker has not done yet (a block
 * another plugin wrote, or one the compile reaches first). A tree from the cache is the tree Shiki would have made:
 * the same options, and the key holds the language, the meta string and the code.
 *
 * Not in `rspress dev`, which compiles only the pages a reader opens, nor in a warm build, which compiles only the
 * pages that changed, nor when the config sets its own `markdown.shiki` options (transformers are functions, which
 * cannot be passed to a worker).
 */
export function pluginHighlightAhead(): RspressPlugin {
  /**
   * Shiki's cache key → the highlighted tree, as JSON, and how many blocks of the site have that key (the same sample
   * on two pages), until the compile has taken it that many times.
   */
  const highlighted = new Map<string, { tree: string; blocks: number }>();
  return {
    name: 'vihje-highlight-ahead',
    config(config: UserConfig, _utils, isProd): UserConfig {
      const markdown = config.markdown ?? {};
      if (!isProd || markdown.shiki || !config.root || persistentCacheWarm(config)) {
        return { ...config, markdown: { ...markdown, shiki: { ...markdown.shiki, ...wholeLineTokens } } };
      }
      const request: HighlightRequest = {
        root: config.root,
        files: markdownFiles(config.root),
        showLineNumbers: markdown.showLineNumbers ?? false,
        defaultWrapCode: markdown.defaultWrapCode ?? false,
        ...(markdown.defaultCodeOverflow ? { defaultCodeOverflow: markdown.defaultCodeOverflow } : {}),
      };
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: request });
      worker.on('message', (blocks: HighlightedBlocks) => {
        for (const [key, tree] of blocks)
          highlighted.set(key, { tree, blocks: (highlighted.get(key)?.blocks ?? 0) + 1 });
      });
      // A failed worker costs only speed: every block it did not post is highlighted by the compile as before.
      worker.on('error', (error) => console.warn(`Code highlighting ahead stopped: ${error.message}`));
      worker.unref();
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
