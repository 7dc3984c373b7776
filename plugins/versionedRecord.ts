import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from './replaceFile.ts';

/**
 * A build's record of what it made, kept in one JSON file between builds (the kept pages', the last bundle's) and
 * read only by a build of the same version: the code and settings it was made by.
 */
export interface VersionedRecord {
  version: string;
}

/** The record in `file` when it is of `version` and whole (`isWhole`); undefined when missing or unreadable. */
export function readVersionedRecord<T extends VersionedRecord>(
  file: string,
  version: string,
  isWhole: (record: T) => boolean,
): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as T;
    return record.version === version && isWhole(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the record over the last (`replaceFile`): a build stopped halfway leaves a whole record, never half of one. */
export function writeVersionedRecord(file: string, record: VersionedRecord): void {
  mkdirSync(path.dirname(file), { recursive: true });
  replaceFile(file, JSON.stringify(record));
}
