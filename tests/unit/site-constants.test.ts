import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../shared/listFiles';
import { mockApiUrl, site } from '../../shared/site';

const codeRoots = ['shared', 'theme', 'plugins', 'scripts', 'examples', 'rspress.config.ts'];
const constantsFile = path.join('shared', 'site.ts');

const isCode = (file: string) => /\.(ts|tsx|css)$/.test(file) && !/\.test\.tsx?$/.test(file);

function codeFiles(entry: string): string[] {
  if (statSync(entry).isFile()) return isCode(entry) ? [entry] : [];
  return listFiles(entry, isCode, { relative: true }).map((file) => path.join(entry, file));
}

describe('site constants', () => {
  it('are not repeated as literals anywhere else in the code', () => {
    const literals = [
      site.url,
      site.apiUrl,
      site.consoleUrl,
      site.statusUrl,
      mockApiUrl,
      site.title,
      site.consoleLabel,
    ];
    const offenders = codeRoots
      .flatMap(codeFiles)
      .filter((file) => path.normalize(file) !== constantsFile)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return literals.filter((literal) => text.includes(literal)).map((literal) => `${file}: ${literal}`);
      });
    expect(offenders).toEqual([]);
  });
});
