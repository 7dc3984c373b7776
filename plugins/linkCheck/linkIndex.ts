import type { CompiledPage, PageRecord } from '../compiledPages/index.ts';
import { type FileRecordCache, type FileRecordCacheLocation, fileRecordCache } from '../fileRecordCache.ts';

/** A page's links and heading ids, as the link check reads them. */
export type IndexedPage = Pick<CompiledPage, 'links' | 'anchors'>;

/** Every checked page's links and ids, by its file, each under its record's key (`plugins/compiledPages`). */
export type LinkIndex = FileRecordCache<IndexedPage>;

/**
 * The last build's links and ids in one file (`plugins/fileRecordCache.ts`): a warm build takes an unchanged page's
 * from it instead of reading the page's record, one file a page (bench/NOTES.md). An entry is used only while its
 * stamp is the page's record's key, so it holds what the record holds.
 */
export function linkIndex(location: FileRecordCacheLocation = {}): LinkIndex {
  return fileRecordCache<IndexedPage>({
    ...location,
    name: 'vihje-link-index.json',
    version: 'link-index@1',
    code: ['plugins/linkCheck/linkIndex.ts', 'plugins/fileRecordCache.ts'],
  });
}

/** A page's links and ids: the index's when made from the same record, otherwise the record's (which it reads), kept. */
export function indexedPage(index: LinkIndex | undefined, file: string, record: PageRecord): IndexedPage {
  const known = index?.get(file, record.key);
  if (known) return known;
  const page = { links: record.links, anchors: record.anchors };
  index?.set(file, record.key, page);
  return page;
}
