import { renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

let written = 0;

/** A name beside `file` for its next content while it is written: this process's and unique in it. */
const partialOf = (file: string) => `${file}.${process.pid}.${written++}.tmp`;

/**
 * Writes `data` to a new file renamed over `file`, never into `file` as it is: another name of the old file (a hard
 * link from an earlier output) keeps what it held, and a reader, another build's included, never reads half of it.
 */
export function replaceFile(file: string, data: string | NodeJS.ArrayBufferView): void {
  const partial = partialOf(file);
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/** `replaceFile` off the calling thread (Node's thread pool), for a caller that goes on meanwhile. */
export async function replaceFileAsync(file: string, data: string | NodeJS.ArrayBufferView): Promise<void> {
  const partial = partialOf(file);
  await writeFile(partial, data);
  await rename(partial, file);
}
