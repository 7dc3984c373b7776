import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkNodeModules } from '../../scripts/siteCopy';

// The SSG cache of patches/@rspress+core+2.0.22+005+ssg-html-cache.patch and +011+ssg-cache-per-page.patch (with
// +024+ssr-bundle-hash-scans-keyed-files-only.patch), in real builds of a two-page site: a page is rendered again only
// when its own code or the bundle's shared code changed.

const repo = path.resolve(import.meta.dirname, '../..');
const pages = ['index.md', 'guide.md'];

/** The guide page: its description in front matter, so that its text is not also in the shared page index. */
const guide = (heading: string, ...paragraphs: string[]) =>
  `---\ndescription: A guide.\n---\n\n${heading}\n\n${paragraphs.join('\n\n')}\n`;

/** A plain Rspress site with node_modules linked but its own caches, so no other build's entries count. */
function fixtureSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-ssg-cache-'));
  linkNodeModules(repo, dir);
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs', 'index.md'), '# Home\n\nSee the [guide](/guide).\n');
  writeFileSync(path.join(dir, 'docs', 'guide.md'), guide('# Guide', 'The first version of this page.'));
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    "import { defineConfig } from '@rspress/core';\nexport default defineConfig({ root: 'docs', llms: false });\n",
  );
  return dir;
}

/**
 * `rspress build` with the persistent cache on (as on a maintainer's machine), or off; the HTML of each page and, with
 * the cache on, how many pages came from it.
 */
function build(dir: string, cache = true): { fromCache: number; routes: number; html: Map<string, string> } {
  const { CI: _ci, ...env } = process.env;
  const result = spawnSync(process.execPath, [path.join(repo, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
    cwd: dir,
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0', ...(cache ? {} : { RSPRESS_PERSISTENT_CACHE: 'false' }) },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  const counts = cache ? /\((\d+) of (\d+) from the SSG cache\)/.exec(output) : ['', '0', '0'];
  if (!counts) throw new Error(`The build did not report its SSG cache (has the patch stopped applying?):\n${output}`);
  const html = new Map(
    pages.map((page) => {
      const file = path.join(dir, 'doc_build', page.replace(/\.md$/, '.html'));
      return [page, readFileSync(file, 'utf8')];
    }),
  );
  return { fromCache: Number(counts[1]), routes: Number(counts[2]), html };
}

describe('the SSG cache (patches 005 and 011)', () => {
  const dir = fixtureSite();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders on a cold build, reuses every page when nothing changed, and renders only the edited page after an edit', () => {
    const cold = build(dir);
    expect(cold.fromCache).toBe(0);
    expect(cold.routes).toBeGreaterThanOrEqual(pages.length);

    const warm = build(dir);
    expect(warm.fromCache).toBe(cold.routes);
    expect(warm.html).toEqual(cold.html);

    writeFileSync(path.join(dir, 'docs', 'guide.md'), guide('# Guide', 'The first version of this page.', 'An edit.'));
    const edited = build(dir);
    expect(edited.fromCache).toBe(cold.routes - 1);
    expect(edited.html.get('guide.md')).toContain('An edit.');
    // The page from the cache is put into this build's template: the same bytes as a build without the cache.
    expect(edited.html).toEqual(build(dir, false).html);
    expect(edited.html.get('index.md')).not.toEqual(cold.html.get('index.md'));

    // A change to the code every page shares (here the page index, through a title) renders every page again.
    writeFileSync(path.join(dir, 'docs', 'guide.md'), guide('# Guide, renamed', 'The first version of this page.'));
    const renamed = build(dir);
    expect(renamed.fromCache).toBe(0);
    expect(renamed.html).toEqual(build(dir, false).html);
  }, 180_000);
});
