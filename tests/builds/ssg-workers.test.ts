import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBasePathSiteBuilt, basePathBuildDir, basePathSiteBase } from '../../scripts/basePathSite';
import { listFiles } from '../../shared/listFiles';

/**
 * The same site rendered both ways: the test build (doc_build/) renders its pages in the build's own thread, the
 * base-path site (scripts/basePathSite.ts, the same site and test hooks under a preview's base) in Rspress's worker
 * processes, as a site of thousands of pages does (plugins/ssgWorkers.ts). What React rendered into each page's root
 * must be the same, but for the base in its links, the content hashes in its asset names and the "Last updated" date,
 * which a copy outside the git checkout has none of.
 */
const inThread = path.resolve('doc_build');
const pages = listFiles(inThread, (file) => file.endsWith('.html'), { relative: true });

/** The markup React rendered into the page's root, with the preview's base, asset hashes and dates taken out. */
function renderedRoot(buildDir: string, page: string, base: string): string {
  const html = readFileSync(path.join(buildDir, page), 'utf8');
  const start = html.indexOf('<div id="__rspress_root">');
  const end = html.indexOf('<div id="__rspress_modal_container">');
  if (start < 0 || end < start) throw new Error(`${path.join(buildDir, page)}: no Rspress root in the page`);
  return html
    .slice(start, end)
    .replaceAll(base, '/')
    .replace(/\.[0-9a-f]{8,}\.(js|css|svg|png|webp|json)\b/g, '.<hash>.$1')
    .replace(/<div class="rp-last-updated">.*?<\/div>/g, '');
}

describe('pages rendered in worker processes', () => {
  it('covers every page of the test build, which the base-path site also has', () => {
    assertBasePathSiteBuilt();
    expect(pages.length).toBeGreaterThan(10);
    const inWorkers = new Set(listFiles(basePathBuildDir, (file) => file.endsWith('.html'), { relative: true }));
    expect(pages.filter((page) => !inWorkers.has(page))).toEqual([]);
  });

  it.each(pages)('render %s as the build thread does', (page) => {
    expect(renderedRoot(basePathBuildDir, page, basePathSiteBase)).toBe(renderedRoot(inThread, page, '/'));
  });
});
