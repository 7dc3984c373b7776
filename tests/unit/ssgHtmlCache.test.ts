import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkNodeModules } from '../../scripts/siteCopy';

// The SSG HTML cache of patches/@rspress+core+2.0.22+005+ssg-html-cache.patch, in real builds of a two-page site.

const repo = path.resolve(import.meta.dirname, '../..');
const pages = ['index.md', 'guide.md'];

/** A plain Rspress site with node_modules linked but its own caches, so no other build's entries count. */
function fixtureSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-ssg-cache-'));
  linkNodeModules(repo, dir);
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs', 'index.md'), '# Home\n\nSee the [guide](/guide).\n');
  writeFileSync(path.join(dir, 'docs', 'guide.md'), '# Guide\n\nThe first version of this page.\n');
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    "import { defineConfig } from '@rspress/core';\nexport default defineConfig({ root: 'docs', llms: false });\n",
  );
  return dir;
}

/** `rspress build` with the persistent cache on (as on a maintainer's machine); the HTML of each page. */
function build(dir: string): { fromCache: number; routes: number; html: Map<string, string> } {
  const { CI: _ci, ...env } = process.env;
  const result = spawnSync(process.execPath, [path.join(repo, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
    cwd: dir,
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  const counts = /\((\d+) of (\d+) from the SSG cache\)/.exec(output);
  if (!counts) throw new Error(`The build did not report its SSG cache (has the patch stopped applying?):\n${output}`);
  const html = new Map(
    pages.map((page) => {
      const file = path.join(dir, 'doc_build', page.replace(/\.md$/, '.html'));
      return [page, readFileSync(file, 'utf8')];
    }),
  );
  return { fromCache: Number(counts[1]), routes: Number(counts[2]), html };
}

describe('the SSG HTML cache (patch 005)', () => {
  const dir = fixtureSite();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders on a cold build, reuses every page when nothing changed, and renders again after an edit', () => {
    const cold = build(dir);
    expect(cold.fromCache).toBe(0);
    expect(cold.routes).toBeGreaterThanOrEqual(pages.length);

    const warm = build(dir);
    expect(warm.fromCache).toBe(cold.routes);
    expect(warm.html).toEqual(cold.html);

    writeFileSync(path.join(dir, 'docs', 'guide.md'), '# Guide\n\nThe second version of this page.\n');
    const edited = build(dir);
    expect(edited.fromCache).toBe(0);
    expect(edited.html.get('guide.md')).toContain('The second version of this page.');
    expect(edited.html.get('guide.md')).not.toContain('The first version');
  }, 120_000);
});
