import { type FileRecordCache, type FileRecordCacheLocation, fileRecordCache } from '../fileRecordCache.ts';

/** Each page's record key by its file, for the pages whose source the build's transforms leave as it is. */
export type RecordKeys = FileRecordCache<string>;

/**
 * The record keys of the last builds' pages (`index.ts`), each kept while its file's size and modification time are
 * unchanged (`plugins/fileRecordCache.ts`): a warm build then has an unchanged page's key, and with it the page's
 * cached record, without reading and hashing its source, one file a page (bench/NOTES.md). Only a page that no source
 * transform changed is kept: a props table depends on other files than the page's. `version` names what else a key
 * is made of (the record's shape, the parsers' versions).
 */
export function recordKeys(version: string, location: FileRecordCacheLocation = {}): RecordKeys {
  return fileRecordCache<string>({
    ...location,
    name: 'vihje-page-record-keys.json',
    version: `page-record-keys@1 ${version}`,
    code: ['plugins/compiledPages/index.ts', 'plugins/compiledPages/recordKeys.ts', 'plugins/fileRecordCache.ts'],
  });
}
