import { copyFileSync, linkSync, rmSync } from 'node:fs';

/** Why a file system refuses a hard link it would copy: another device, no links at all, or too many of them. */
const linkRefused = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK']);

/**
 * Puts `stored` at `published` as a second name of the same file (a hard link), replacing what is there: a link
 * writes no data, where a copy writes the file again. Only for a file nothing changes in place, as the two names
 * cannot differ. Copies where the file system has no links or the two folders are on different devices.
 */
export function linkOrCopy(stored: string, published: string): void {
  try {
    linkSync(stored, published);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') {
      rmSync(published);
      linkOrCopy(stored, published);
    } else if (code && linkRefused.has(code)) copyFileSync(stored, published);
    else throw error;
  }
}
