import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentKey } from '../contentCache.ts';

/** Texts kept on disk, each by a name, until taken: what a build makes early and reads late, out of its heap. */
export interface TextsOnDisk {
  put(name: string, text: string): void;
  /** The text last put under `name`, then deleted; undefined when none was put since it was last taken. */
  take(name: string): string | undefined;
  /** Deletes every text not taken. */
  clear(): void;
}

/**
 * Texts kept in files of `dir`, named by a hash of their names. The folder is deleted by `clear` and, while it holds
 * texts, when the process exits, so that a build that stops early leaves nothing behind.
 */
export function textsOnDisk(dir: string): TextsOnDisk {
  const names = new Set<string>();
  let opened = false;
  const file = (name: string) => path.join(dir, contentKey(name));
  const clear = () => {
    process.off('exit', clear);
    opened = false;
    names.clear();
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    put(name, text) {
      if (!opened) {
        mkdirSync(dir, { recursive: true });
        process.once('exit', clear);
        opened = true;
      }
      writeFileSync(file(name), text);
      names.add(name);
    },
    take(name) {
      if (!names.delete(name)) return undefined;
      const text = readFileSync(file(name), 'utf8');
      rmSync(file(name));
      return text;
    },
    clear,
  };
}
