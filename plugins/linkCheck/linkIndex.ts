import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageLink, PageRecord } from '../compiledPages/index.ts';
import { siteCachePath } from '../contentCache.ts';

/** A page's links and heading ids, under its record's key (`plugins/compiledPages`). */
export interface IndexedPage {
  key: string;
  links: PageLink[];
  anchors: string[];
}

/** Every checked page's entry, by its file. */
export type LinkIndex = Map<string, IndexedPage>;

/** Where the last build's index is kept, beside the build's other caches. */
export const linkIndexFile = (root?: string): string =>
  path.join(siteCachePath('vihje-link-index', root), 'index.json');

/**
 * The last build's index, empty when there is none or it cannot be read: a warm build takes an unchanged page's links
 * and ids from it, one file, instead of reading the page's record, one file a page (bench/NOTES.md). An entry is
 * used only while its key is the page's record's key, so it holds what the record holds.
 */
export function readLinkIndex(file: string): LinkIndex {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, IndexedPage>));
  } catch {
    return new Map();
  }
}

/** A page's entry: the index's when it was made from the same record, otherwise the record's (which it reads). */
export function indexedPage(index: LinkIndex, file: string, record: PageRecord): IndexedPage {
  const known = index.get(file);
  return known?.key === record.key ? known : { key: record.key, links: record.links, anchors: record.anchors };
}

/** Keeps `index` for the next build, written whole to a new file and renamed over the last. */
export function writeLinkIndex(file: string, index: LinkIndex): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const written = `${file}.${process.pid}.tmp`;
  writeFileSync(written, JSON.stringify(Object.fromEntries(index)));
  renameSync(written, file);
}
