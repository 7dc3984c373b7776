import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import { CONTINUE, EXIT, visit } from 'unist-util-visit';
import { listFiles } from '../../shared/listFiles.ts';
import { type ContentCache, codeSources, contentCache, contentKey } from '../contentCache.ts';
import { fileRecordCache } from '../fileRecordCache.ts';
import { packageVersions } from '../packageVersions.ts';
import type { PageTwin, TwinDecoration, ViewTree } from './pageMarkdown.ts';

/** Bumped when what an entry holds changes shape. */
const entryVersion = 'markdown-twin@2';

/** The packages that parse a page and print its twin. */
const printers = packageVersions([
  '@rspress/core',
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
  'remark-stringify',
  'mdast-util-to-markdown',
]);

/** What one page's twin is made of, besides the site-wide inputs the cache was opened with. */
export interface TwinInputs {
  routePath: string;
  file: string;
  /** A key of the page's source as compiled, front matter included (its record's key, `plugins/compiledPages`). */
  sourceKey: string;
  /**
   * The tree the twin is printed from: a view's (a blog list), or the page's own, parsed from its source when asked
   * for (a twin from the cache needs none).
   */
  tree: ViewTree | (() => Root);
  decoration: TwinDecoration | undefined;
}

const isView = (tree: Root | ViewTree): tree is ViewTree => 'madeOf' in tree;

const treeOf = (page: TwinInputs): Root | ViewTree => (typeof page.tree === 'function' ? page.tree() : page.tree);

/**
 * Whether a page's twin is made from its own source alone. A component's Markdown form can read more (the OpenAPI
 * description, the changelog) and a code block's `file="…"` reads another file: those pages are printed every build.
 */
function madeFromSourceAlone(tree: Root | ViewTree, decoration: TwinDecoration | undefined): boolean {
  const decorated = [decoration?.before ?? '', decoration?.after ?? ''].join('\n');
  if (/<[A-Za-z]|\bfile=/.test(decorated)) return false;
  const readsMore = (scanned: Root): boolean => {
    let found = false;
    visit(scanned, (node: Nodes) => {
      found =
        node.type === 'mdxJsxFlowElement' ||
        node.type === 'mdxJsxTextElement' ||
        (node.type === 'code' && /\bfile=/.test(node.meta ?? ''));
      return found ? EXIT : CONTINUE;
    });
    return found;
  };
  return !(isView(tree) ? tree.included : [tree]).some(readsMore);
}

/** What llms.txt lists for a page: its twin's title and description. */
export type TwinSummary = Omit<PageTwin, 'markdown'>;

/** Writes a twin to `file`; returns what llms.txt lists for it. */
export function writeTwin({ markdown, ...summary }: PageTwin, file: string): TwinSummary {
  writeFileSync(file, markdown);
  return summary;
}

export interface TwinCache {
  /**
   * Writes the page's twin to `file`: an earlier build's, as a hard link to the cache's entry, else `print()`'s,
   * kept for the next build. Returns what llms.txt lists for it.
   */
  write(page: TwinInputs, print: () => PageTwin, file: string): TwinSummary;
  /** Keeps the titles and descriptions of the twins written since the cache was opened, for the next build. */
  save(): void;
}

/**
 * The `.md` twins of earlier builds in `node_modules/.cache/vihje-markdown-twins`, each under a hash of everything it
 * is made of: the page's source (or what a view is made of), its decoration, its route, the site's routes and URL
 * (its links), the plugins', the components' Markdown forms' and the config's code and the parsers' versions. A one-page edit prints that page's twin,
 * not every page's (at ten thousand pages, printing them all held the build's thread longest of the outputs:
 * bench/NOTES.md). An entry is the twin's file itself, which the build's output links to rather than writing it
 * again; the twins' titles and descriptions are kept together in one file.
 */
export function twinCache(site: {
  siteUrl: string;
  routes: Iterable<string>;
  /** The project the cache lives in (`node_modules/.cache`), the build's folder unless a test names another. */
  root?: string;
  /**
   * The folder with the code that prints twins (`plugins/`, `shared/`, the config, the theme's `*Markdown.ts`),
   * this repository's by default.
   */
  codeRoot?: string;
}): TwinCache {
  const root = site.root ?? process.cwd();
  const codeRoot = site.codeRoot ?? path.resolve(import.meta.dirname, '../..');
  const cache: ContentCache = contentCache('vihje-markdown-twins', { root, prune: true });
  // Every twin's title and description, by route, in one file under its twin's key: a warm build read one small
  // entry a page for them (bench/NOTES.md).
  const summaries = fileRecordCache<TwinSummary>({
    name: 'vihje-markdown-twin-summaries.json',
    version: entryVersion,
    code: ['plugins/markdownTwins/twinCache.ts', 'plugins/fileRecordCache.ts'],
    root,
  });
  const siteKey = contentKey(
    entryVersion,
    printers,
    site.siteUrl,
    [...site.routes].sort().join('\n'),
    ...codeSources([
      ...['plugins', 'shared', 'rspress.config.ts'].map((entry) => path.join(codeRoot, entry)),
      ...listFiles(path.join(codeRoot, 'theme'), (file) => file.endsWith('Markdown.ts')),
    ]),
  );
  return {
    write(page, print, file) {
      const key = contentKey(
        siteKey,
        page.routePath,
        path.relative(root, page.file),
        page.sourceKey,
        JSON.stringify(page.decoration ?? null),
        typeof page.tree === 'function' ? '' : page.tree.madeOf,
      );
      // An entry is there only for a page made from its source alone: the key's inputs decide the tree, and with it
      // whether the page reads more, so a hit needs no walk of the tree.
      const cached = summaries.get(page.routePath, key);
      if (cached !== undefined && cache.linkTo(key, file)) return cached;
      const twin = print();
      if (!madeFromSourceAlone(treeOf(page), page.decoration)) return writeTwin(twin, file);
      const { markdown, ...summary } = twin;
      cache.set(key, markdown);
      summaries.set(page.routePath, key, summary);
      // The entry just written can be gone only if another build of the project pruned it meanwhile.
      if (!cache.linkTo(key, file)) writeFileSync(file, markdown);
      return summary;
    },
    save: () => summaries.save(),
  };
}
