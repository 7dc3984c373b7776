import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { KeptHighlights } from './keptHighlights.ts';
import type { HighlightedFile, HighlightRequest } from './worker.ts';

/**
 * The Markdown or MDX file of the docs root that Rspress's file-system routes serve at `pathname` (under the site's
 * `base`): `/guide/intro` and `/guide/intro.html` from `guide/intro.mdx` or `.md`, `/guide/` from `guide/index.mdx`
 * or `.md`; `undefined` when none exists (a generated page, an asset, another base).
 */
export function pageFileOf(root: string, base: string, pathname: string): string | undefined {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!`${pathname}/`.startsWith(prefix)) return undefined;
  let route: string;
  try {
    // The base itself (`/docs` under `/docs/`) is its index page.
    route = decodeURIComponent(pathname.slice(prefix.length - 1)) || '/';
  } catch {
    return undefined;
  }
  const stem = route.endsWith('/') ? `${route}index` : route.replace(/\.html$/, '');
  return ['.mdx', '.md']
    .map((extension) => path.join(root, `${stem}${extension}`))
    .find((file) => file.startsWith(path.join(root, path.sep)) && existsSync(file));
}

/** Where opened pages' blocks go, and the options that shape a block: set once the site's config is known. */
export interface OpenedPagesTarget {
  request: Omit<HighlightRequest, 'files' | 'serve'>;
  /** The site's `base`, which the dev server's paths start with. */
  base: string;
  kept: KeptHighlights;
}

/**
 * In the dev server, the code blocks of each page a reader opens (a page's HTML asked for, as a first visit or a
 * reload is) are highlighted in a worker thread into the cache the compile's Shiki reads. The dev server serves a
 * page from its persistent cache without compiling it, so the first edit of a page would otherwise run Shiki on
 * every block of the page, its grammars not yet compiled in this process: most of that edit's time. The
 * worker starts once a page has been opened and ends with the dev server. Nothing is done while `target()` is
 * undefined.
 *
 * An opened page is handed to the worker only once the dev server has had no request for `quietMs`: the page's
 * scripts and chunks are then served. Handed over with the page's HTML, the worker's start (loading Shiki and the
 * Markdown parsers) and its highlighting would take the CPU the browser needs to load and render that page, which on
 * two cores then renders later (bench/NOTES.md).
 */
export function highlightOpenedPages(
  target: () => OpenedPagesTarget | undefined,
  { quietMs = 1_000 }: { quietMs?: number } = {},
): RsbuildPlugin {
  let worker: Worker | undefined;
  // Each file is posted to the worker once in its life; those opened and not yet posted wait for a quiet server.
  const opened = new Set<string>();
  const waiting: string[] = [];
  let lastRequest = 0;
  let timer: NodeJS.Timeout | undefined;

  const startWorker = ({ request, kept }: OpenedPagesTarget): Worker => {
    const workerData: HighlightRequest = { ...request, files: [], serve: true };
    const started = new Worker(new URL('./worker.ts', import.meta.url), { workerData });
    started.on('message', ({ blocks }: HighlightedFile) => {
      for (const [key, tree] of blocks) kept.keep(key, tree);
    });
    // A failed worker costs only speed: the compile highlights what it needs itself.
    started.on('error', (error) => console.warn(`Code highlighting of opened pages stopped: ${error.message}`));
    started.unref();
    return started;
  };
  const waitForQuiet = (ms: number) => {
    timer = setTimeout(postWhenQuiet, ms);
    timer.unref();
  };
  function postWhenQuiet() {
    timer = undefined;
    const current = target();
    if (!current) return;
    const quietFor = Date.now() - lastRequest;
    if (quietFor < quietMs) return waitForQuiet(quietMs - quietFor);
    worker ??= startWorker(current);
    for (const file of waiting.splice(0)) worker.postMessage(file);
  }
  const open = (file: string) => {
    if (opened.has(file)) return;
    opened.add(file);
    waiting.push(file);
    if (!timer) waitForQuiet(quietMs);
  };
  return {
    name: 'vihje:highlight-opened-pages',
    setup(api) {
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use((req, _res, next) => {
          lastRequest = Date.now();
          const current = target();
          if (current && req.method === 'GET' && req.headers.accept?.includes('text/html') && req.url) {
            const file = pageFileOf(current.request.root, current.base, req.url.split('?')[0] ?? '');
            if (file) open(file);
          }
          next();
        });
      });
      api.onCloseDevServer(async () => {
        clearTimeout(timer);
        timer = undefined;
        await worker?.terminate();
        worker = undefined;
        opened.clear();
        waiting.length = 0;
      });
    },
  };
}
