import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentKey } from '../contentCache.ts';

/** Texts kept on disk, each by a name, until taken: what a build makes early and reads late, out of its heap. */
export interface TextsOnDisk {
  /** Starts writing `text` under `name`: the caller's thread does not wait for the disk. */
  put(name: string, text: string): void;
  /**
   * The text last put under `name`, once written, then deleted; undefined when none was put since it was last taken.
   * A write that failed fails here.
   */
  take(name: string): Promise<string | undefined>;
  /** Deletes every text not taken. */
  clear(): void;
}

/**
 * Texts kept in files of `dir`, named by a hash of their names. The folder is deleted by `clear` and, while it holds
 * texts, when the process exits, so that a build that stops early leaves nothing behind. The files are written off
 * the caller's thread: a build's compile puts a text a page, and each file's creation on its thread added up to
 * seconds (bench/NOTES.md).
 */
export function textsOnDisk(dir: string): TextsOnDisk {
  /** Each name's latest write, settled with its error if it failed (so that nothing is left unhandled). */
  let writes = new Map<string, Promise<unknown>>();
  /** The writes started before the last `clear`: a new write waits for them, so that none lands after it. */
  let earlier: Promise<unknown> = Promise.resolve();
  let opened = false;
  const file = (name: string) => path.join(dir, contentKey(name));
  const clear = () => {
    process.off('exit', clear);
    opened = false;
    earlier = Promise.all([earlier, ...writes.values()]);
    writes = new Map();
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    put(name, text) {
      if (!opened) {
        mkdirSync(dir, { recursive: true });
        process.once('exit', clear);
        opened = true;
      }
      // After the name's earlier write, so that the file holds the last text put.
      const write = (writes.get(name) ?? earlier)
        .then(() => writeFile(file(name), text))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      writes.set(name, write);
    },
    async take(name) {
      const write = writes.get(name);
      if (write === undefined) return undefined;
      writes.delete(name);
      const failed = await write;
      if (failed) throw failed;
      const text = readFileSync(file(name), 'utf8');
      rmSync(file(name));
      return text;
    },
    clear,
  };
}
