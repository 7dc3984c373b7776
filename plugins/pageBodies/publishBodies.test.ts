import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { bodyFilePath } from './bodyFiles';
import { publishBodies } from './publishBodies';

/** A built output whose scripts load `loaded`, and a store holding `stored` (by default in a folder of its own). */
function fixture(
  loaded: string[],
  stored: string[],
  storeDir = path.join(temporaryFolder('vihje-page-bodies-store-'), 'store'),
): { outDir: string; storeDir: string } {
  const outDir = path.join(temporaryFolder('vihje-page-bodies-'), 'doc_build');
  mkdirSync(path.join(outDir, 'static', 'js', 'async'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'static', 'js', 'async', 'page.js'),
    loaded.map((body) => `await loadPageBody("${bodyFilePath(body, '')}");`).join('\n'),
  );
  for (const body of stored) {
    mkdirSync(path.dirname(path.join(storeDir, bodyFilePath(body, ''))), { recursive: true });
    writeFileSync(path.join(storeDir, bodyFilePath(body, '')), body);
  }
  return { outDir, storeDir };
}

describe('publishBodies', () => {
  it('publishes the bodies the built scripts load into the output, and drops the others from the store', () => {
    const { outDir, storeDir } = fixture(['one', 'two'], ['one', 'two', 'an older version']);
    expect(publishBodies(outDir, storeDir)).toBe(2);
    expect(readFileSync(path.join(outDir, bodyFilePath('one', '')), 'utf8')).toBe('one');
    expect(readFileSync(path.join(outDir, bodyFilePath('two', '')), 'utf8')).toBe('two');
    expect(readdirSync(path.join(outDir, 'static', 'pages'))).toHaveLength(2);
    expect(existsSync(path.join(storeDir, bodyFilePath('an older version', '')))).toBe(false);
    expect(existsSync(path.join(storeDir, bodyFilePath('one', '')))).toBe(true);
  });

  it("publishes a body as a second name of the store's file, which outlives the store", () => {
    const { outDir, storeDir } = fixture(['one'], ['one']);
    publishBodies(outDir, storeDir);
    const published = path.join(outDir, bodyFilePath('one', ''));
    expect(statSync(published).ino).toBe(statSync(path.join(storeDir, bodyFilePath('one', ''))).ino);
    rmSync(storeDir, { recursive: true });
    expect(readFileSync(published, 'utf8')).toBe('one');
  });

  it('replaces a file of the same name the output already holds', () => {
    const { outDir, storeDir } = fixture(['one'], ['one']);
    mkdirSync(path.join(outDir, 'static', 'pages'), { recursive: true });
    writeFileSync(path.join(outDir, bodyFilePath('one', '')), 'left by an earlier build');
    publishBodies(outDir, storeDir);
    expect(readFileSync(path.join(outDir, bodyFilePath('one', '')), 'utf8')).toBe('one');
  });

  // A store on another device than the output (here memory-backed /dev/shm against the temporary folder's disk).
  const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(temporaryFolder('vihje-')).dev;
  it.runIf(otherDevice)('copies the bodies when the store is on another device', () => {
    const storeRoot = mkdtempSync('/dev/shm/vihje-page-bodies-');
    try {
      const { outDir, storeDir } = fixture(['one'], ['one'], path.join(storeRoot, 'store'));
      expect(publishBodies(outDir, storeDir)).toBe(1);
      expect(readFileSync(path.join(outDir, bodyFilePath('one', '')), 'utf8')).toBe('one');
    } finally {
      rmSync(storeRoot, { recursive: true, force: true });
    }
  });

  it('stops on a body the store lacks, naming the script that loads it', () => {
    const { outDir, storeDir } = fixture(['one', 'lost'], ['one']);
    expect(() => publishBodies(outDir, storeDir)).toThrow(
      new RegExp(
        `static/js/async/page\\.js loads ${bodyFilePath('lost', '').replaceAll('.', '\\.')}, which no compile wrote`,
      ),
    );
  });
});
