import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRspressSite, writeRspressSite } from '../rspressSite';

// The SSG cache of patches/@rspress+core+2.0.22+005+ssg-html-cache.patch and +011+ssg-cache-per-page.patch (with
// +024+ssr-bundle-hash-scans-keyed-files-only.patch), in real builds of a two-page site: a page is rendered again only
// when its own code or the bundle's shared code changed.

const pages = ['index.md', 'guide.md'];

/** The guide page: its description in front matter, so that its text is not also in the shared page index. */
const guide = (heading: string, ...paragraphs: string[]) =>
  `---\ndescription: A guide.\n---\n\n${heading}\n\n${paragraphs.join('\n\n')}\n`;

/** A plain Rspress site with its own caches, so no other build's entries count. */
function fixtureSite(): string {
  return writeRspressSite(mkdtempSync(path.join(os.tmpdir(), 'vihje-ssg-cache-')), {
    'docs/index.md': '# Home\n\nSee the [guide](/guide).\n',
    'docs/guide.md': guide('# Guide', 'The first version of this page.'),
    'rspress.config.ts':
      "import { defineConfig } from '@rspress/core';\nexport default defineConfig({ root: 'docs', llms: false });\n",
  });
}

/**
 * `rspress build` with the persistent cache on (as on a maintainer's machine), or off; the HTML of each page and, with
 * the cache on, how many pages came from it.
 */
function build(dir: string, cache = true): { fromCache: number; routes: number; html: Map<string, string> } {
  const output = buildRspressSite(dir, cache ? {} : { RSPRESS_PERSISTENT_CACHE: 'false' });
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
