import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRspressSite, writeRspressSite } from '../rspressSite';

// The page-data modules rebuilt from the persistent cache exactly when their code changes
// (patches/@rspress+core+2.0.22+015+page-data-digests.patch), in real builds of a three-page site kept in Git: a
// page's "Last Updated" time comes from Git, so a new commit date changes the page data while no page file changes.

const git = (dir: string, args: string[], date: string) => {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const identity = ['-c', 'user.name=Vihje Test', '-c', 'user.email=test@vihje.invalid'];
  const result = spawnSync('git', [...identity, ...args], { cwd: dir, env, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
};

/** A plain Rspress site showing last-updated times, committed on `date`. */
function fixtureSite(date: string): string {
  const dir = writeRspressSite(mkdtempSync(path.join(os.tmpdir(), 'vihje-page-data-')), {
    'docs/index.md': '# Home\n\nSee the [guide](/guide).\n',
    'docs/guide.md': '# Guide\n\nA guide.\n',
    'docs/faq.md': '# FAQ\n\nQuestions.\n',
    'rspress.config.ts':
      "import { defineConfig } from '@rspress/core';\n" +
      "export default defineConfig({ root: 'docs', llms: false, themeConfig: { lastUpdated: true } });\n",
    '.gitignore': 'node_modules\ndoc_build\n.rspress\n',
  });
  git(dir, ['init', '-q'], date);
  git(dir, ['add', '.'], date);
  git(dir, ['commit', '-q', '-m', 'The site'], date);
  return dir;
}

/**
 * `rspress build` with the persistent cache on (as on a maintainer's machine) or off, the route table in sections of
 * `sectionSize` routes: the guide's "Last Updated" time as the built page shows it.
 */
function guideLastUpdated(dir: string, { cache, sectionSize }: { cache: boolean; sectionSize: number }): string {
  buildRspressSite(dir, {
    TZ: 'UTC',
    RSPRESS_ROUTE_SECTION_SIZE: String(sectionSize),
    ...(cache ? {} : { RSPRESS_PERSISTENT_CACHE: 'false' }),
  });
  const html = readFileSync(path.join(dir, 'doc_build', 'guide.html'), 'utf8');
  const shown = /Last Updated(?:<!-- -->)?: <span>([^<]+)<\/span>/.exec(html)?.[1];
  if (!shown) throw new Error(`doc_build/guide.html shows no "Last Updated" time:\n${html.slice(0, 2000)}`);
  return shown;
}

describe('the page data in a warm build', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // A section size of 1 puts every route's page data in a section module of its own; 250 keeps one module.
  it.each([
    ['in sections', 1],
    ['whole', 250],
  ])(
    'is the page data of a build without the cache after a commit that changes no file (%s)',
    (_name, sectionSize) => {
      const dir = fixtureSite('2026-01-02T03:04:05Z');
      dirs.push(dir);
      const cold = guideLastUpdated(dir, { cache: true, sectionSize });
      expect(cold).toContain('2026');
      expect(guideLastUpdated(dir, { cache: true, sectionSize })).toBe(cold);

      git(dir, ['commit', '-q', '--amend', '--no-edit', '--date=2026-03-04T05:06:07Z'], '2026-03-04T05:06:07Z');
      const warm = guideLastUpdated(dir, { cache: true, sectionSize });
      const withoutCache = guideLastUpdated(dir, { cache: false, sectionSize });
      expect(withoutCache).not.toBe(cold);
      expect(warm).toBe(withoutCache);
    },
    180_000,
  );
});
