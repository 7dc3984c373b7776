import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { type ContentCache, contentCache, contentKey } from '../contentCache.ts';
import { parseFrontMatter } from '../parseFrontMatter.ts';
import { generatedFilesDir, persistentCacheOn } from '../upstream/rspress/build.ts';
import { compilingPageMeta } from '../upstream/rspress/pageMeta.ts';
import { type CompiledPage, capturePage, parsePage } from './capturePage.ts';
import { parserVersions } from './parserVersions.ts';
import { type RecordKeys, recordKeys } from './recordKeys.ts';
import { recordOf, recordText } from './recordText.ts';
import { textsOnDisk } from './textsOnDisk.ts';

/** Bumped when what a record holds changes, so records of an older shape are not read. */
const recordVersion = 'compiled-page@2';

export type { CompiledPage, PageLink } from './capturePage.ts';

/**
 * A change the site's build makes to a page's source before compiling it (the props tables). One that leaves a
 * source as it is must do so whenever it is given that source: such a page is not read again while its file is
 * unchanged (`recordKeys.ts`).
 */
export type SourceTransform = (file: string, source: string) => string | Promise<string>;

/** One page as the outputs after the build see it. */
export interface PageRecord extends CompiledPage {
  /**
   * The record's key: a hash of the page's file, its source as compiled and the parsers' versions, so records with
   * the same key hold the same links, ids and tree (the link check's index keeps each page's under it).
   */
  key: string;
  /** The page's source as compiled (after the source transforms), with its front matter. */
  source: string;
  frontmatter: Record<string, unknown>;
}

export interface CompiledPages {
  plugin: RspressPlugin;
  /**
   * A page's record after a production build: from its compile, else the cache, else one parse of its source. Read
   * once per build and shared: its tree is for the twin, which may change it.
   */
  page(file: string): Promise<PageRecord>;
}

/**
 * Keeps, for each page the production build compiles, what the outputs after the build need from its parsed tree
 * (the `.md` twin's tree, its links and its heading ids), so no output parses a page again. A remark step, after
 * Rspress's own and before other plugins' (list this plugin first), takes them from the tree the compile already has. When Rsbuild's persistent cache
 * is on, a warm build compiles only what changed: the records of the others come from a cache beside Rsbuild's,
 * keyed by the page's source, so a warm build's outputs and checks are the same as a cold build's.
 */
export function compiledPages({
  sourceTransforms = [],
  root,
}: {
  sourceTransforms?: readonly SourceTransform[];
  /** The project whose `node_modules/.cache` holds the records' caches; the working directory by default. */
  root?: string;
} = {}) {
  /**
   * Each compiled page's record as JSON, on disk until the outputs after the build read it: held in the heap through
   * the compile and the render, a large site's records were among the largest things alive there (bench/NOTES.md).
   * Each build process has its own folder, as builds of one project may run side by side.
   */
  const captured = textsOnDisk(path.join(generatedFilesDir(), 'vihje-compiled-pages', String(process.pid)));
  let isProduction = false;
  let cache: ContentCache | undefined;
  let keys: RecordKeys | undefined;

  function remarkCapture(this: Processor) {
    return (tree: Root, file: { path?: string; value?: unknown }) => {
      if (!isProduction || !file.path || typeof file.value !== 'string') return;
      const title = compilingPageMeta(this)?.frontmatter?.title;
      const record = capturePage(tree, file.value, typeof title === 'string' ? title : undefined);
      captured.put(file.path, recordText(record));
    };
  }

  const records = new Map<string, Promise<PageRecord>>();

  /** A page's front matter from its source, parsed when first asked for. */
  const frontmatterOf = (source: () => string) => {
    let data: PageRecord['frontmatter'] | undefined;
    return () => {
      data ??= parseFrontMatter(source()).data;
      return data;
    };
  };

  /** A page's record parsed from its source, when neither this build's compile nor the cache has it. */
  const parsed = (source: string, frontmatter: () => PageRecord['frontmatter']): CompiledPage => {
    const title = frontmatter().title;
    return parsePage(source, typeof title === 'string' ? title : undefined);
  };

  /**
   * A page's record from the cache, under `key`, not compiled by this build: read only if its links, ids or tree are
   * asked for, and parsed again from its source should another build of the project have pruned it meanwhile.
   */
  const cachedRecord = (key: string, source: () => string): PageRecord => {
    const frontmatter = frontmatterOf(source);
    return recordOf(() => cache?.get(key) ?? recordText(parsed(source(), frontmatter)), source, frontmatter, key);
  };

  async function readRecord(file: string): Promise<PageRecord> {
    const compiled = await captured.take(file);
    // The file's stats are taken before its source is read: a file changed in between is read again next build.
    const stats = keys ? statSync(file) : undefined;
    const knownKey = compiled === undefined && stats ? keys?.get(file, stats) : undefined;
    if (knownKey !== undefined && cache?.keep(knownKey)) {
      // Unchanged, and no transform changes it: the source is read only if the record's front matter or its tree is
      // asked for.
      let source: string | undefined;
      return cachedRecord(knownKey, () => {
        source ??= readFileSync(file, 'utf8');
        return source;
      });
    }
    const read = readFileSync(file, 'utf8');
    let source = read;
    for (const transform of sourceTransforms) source = await transform(file, source);
    const key = contentKey(recordVersion, parserVersions, file, source);
    if (stats && source === read) keys?.set(file, stats, key);
    const frontmatter = frontmatterOf(() => source);
    if (compiled !== undefined) {
      cache?.set(key, compiled);
      return recordOf(compiled, source, frontmatter, key);
    }
    if (cache?.keep(key)) return cachedRecord(key, () => source);
    const record = parsed(source, frontmatter);
    cache?.set(key, recordText(record));
    return { ...record, key, source, frontmatter: frontmatter() };
  }

  const page = (file: string): Promise<PageRecord> => {
    const known = records.get(file);
    if (known) return known;
    const record = readRecord(file);
    records.set(file, record);
    return record;
  };

  const plugin: RspressPlugin = {
    name: 'vihje-compiled-pages',
    config(config, _utils, production) {
      isProduction = production;
      captured.clear();
      records.clear();
      // Rsbuild's persistent cache is on unless the config or Rspress's variable turns it off: then a warm build
      // skips unchanged pages.
      const persistent = persistentCacheOn(config.builderConfig?.performance?.buildCache);
      cache = production && persistent ? contentCache('vihje-compiled-pages', { root, prune: true }) : undefined;
      // The keys the last build in this process asked for are kept for the next build when it starts, or when the
      // process exits: the outputs after a build ask for pages side by side, with no end of their own.
      if (keys) {
        process.off('exit', keys.save);
        keys.save();
      }
      keys = cache ? recordKeys(contentKey(recordVersion, parserVersions), { root }) : undefined;
      if (keys) process.once('exit', keys.save);
      return config;
    },
    markdown: { remarkPlugins: [remarkCapture] },
  };
  return { plugin, page } satisfies CompiledPages;
}
