import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { replaceFile } from '../replaceFile.ts';

/**
 * A built page as the pass over the built pages handles it: its bytes as a string of one character a byte
 * (Latin-1). Read so, a page costs a fifth of decoding its UTF-8 (bench/NOTES.md), and its patterns run over
 * one-byte strings. What the pass looks for is ASCII markup and what it adds is ASCII (`asciiAttribute`), so every
 * byte around them is written back as it was read, whatever text the page holds.
 */
export const readPageBytes = (file: string): string => readFileSync(file, 'latin1');

/**
 * Writes a page's bytes, as `readPageBytes` read them, over the page's file: into the file as it is, cut to the new
 * length only when that is shorter. A file emptied before it is written again (`writeFileSync`) cost several times
 * as much on ext4, in the write and in the close (bench/NOTES.md): its blocks are freed and allocated again, and
 * ext4 writes a file emptied and written again out to the disk when it is closed (`auto_da_alloc`).
 */
export function writePageBytes(file: string, page: string): void {
  const bytes = Buffer.from(page, 'latin1');
  const fd = openSync(file, 'r+');
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written, written);
    if (fstatSync(fd).size > bytes.length) ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

/** Writes a page's bytes to a new file renamed over the page's: another name of the old file keeps what it held. */
export const writeNewPageBytes = (file: string, page: string): void => replaceFile(file, Buffer.from(page, 'latin1'));

/** The text a part of a page's bytes holds, decoded as the browser decodes the page (UTF-8). */
export const textOfBytes = (bytes: string): string => Buffer.from(bytes, 'latin1').toString('utf8');

/**
 * `text` as a double-quoted attribute value of ASCII markup: `&`, `"` and every character outside printable ASCII
 * as a character reference, which the browser reads back as the same text. Safe in a page's text and in its bytes.
 */
export const asciiAttribute = (text: string): string =>
  text.replace(/[&"]|[^\x20-\x7e]/gu, (character) =>
    character === '&' ? '&amp;' : character === '"' ? '&quot;' : `&#${character.codePointAt(0)};`,
  );
