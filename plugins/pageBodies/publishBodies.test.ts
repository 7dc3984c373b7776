import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { bodyFilePath } from './bodyFiles';
import { publishBodies } from './publishBodies';

/** A built output whose scripts load `loaded`, and a store holding `stored`, in a folder of their own. */
function fixture(loaded: string[], stored: string[]): { outDir: string; storeDir: string } {
  const root = temporaryFolder('vihje-page-bodies-');
  const outDir = path.join(root, 'doc_build');
  const storeDir = path.join(root, 'store');
  mkdirSync(path.join(outDir, 'static', 'js', 'async'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'static', 'js', 'async', 'page.js'),
    loaded.map((body) => `await loadPageBody("${bodyFilePath(body)}");`).join('\n'),
  );
  for (const body of stored) {
    mkdirSync(path.dirname(path.join(storeDir, bodyFilePath(body))), { recursive: true });
    writeFileSync(path.join(storeDir, bodyFilePath(body)), body);
  }
  return { outDir, storeDir };
}

describe('publishBodies', () => {
  it('copies the bodies the built scripts load into the output, and drops the others from the store', () => {
    const { outDir, storeDir } = fixture(['one', 'two'], ['one', 'two', 'an older version']);
    expect(publishBodies(outDir, storeDir)).toBe(2);
    expect(readFileSync(path.join(outDir, bodyFilePath('one')), 'utf8')).toBe('one');
    expect(readFileSync(path.join(outDir, bodyFilePath('two')), 'utf8')).toBe('two');
    expect(readdirSync(path.join(outDir, 'static', 'pages'))).toHaveLength(2);
    expect(existsSync(path.join(storeDir, bodyFilePath('an older version')))).toBe(false);
    expect(existsSync(path.join(storeDir, bodyFilePath('one')))).toBe(true);
  });

  it('stops on a body the store lacks, naming the script that loads it', () => {
    const { outDir, storeDir } = fixture(['one', 'lost'], ['one']);
    expect(() => publishBodies(outDir, storeDir)).toThrow(
      new RegExp(
        `static/js/async/page\\.js loads ${bodyFilePath('lost').replaceAll('.', '\\.')}, which no compile wrote`,
      ),
    );
  });
});
