import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledPages, type SourceTransform } from './index.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const pageTime = 1_700_000_000;

/** A project with one page linking to `/b`, its caches in its own `node_modules/.cache`. */
function project(): { root: string; file: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vihje-compiled-pages-'));
  roots.push(root);
  mkdirSync(path.join(root, 'docs'));
  const file = path.join(root, 'docs', 'a.mdx');
  writeFileSync(file, '# A\n\nSee [b](/b).\n');
  // A whole second: the time can be put back exactly.
  utimesSync(file, pageTime, pageTime);
  return { root, file };
}

/** Replaces the page's text by one of the same length, and puts its modification time back. */
function rewriteInPlace(file: string, text: string): void {
  expect(Buffer.byteLength(text)).toBe(statSync(file).size);
  writeFileSync(file, text);
  utimesSync(file, pageTime, pageTime);
}

/** Starts a production build as Rspress does (the plugin's `config` hook), then asks for the page's links. */
async function linksInABuild(pages: ReturnType<typeof compiledPages>, file: string): Promise<string[]> {
  const config: UserConfig = { builderConfig: { performance: { buildCache: true } } };
  await pages.plugin.config?.(config, {} as never, true);
  return (await pages.page(file)).links.map((link) => link.url);
}

describe('compiledPages', () => {
  it("takes an unchanged page's record from the last build without reading the page", async () => {
    const { root, file } = project();
    const pages = compiledPages({ root });
    expect(await linksInABuild(pages, file)).toEqual(['/b']);
    // Same size, same time: the page is taken as unchanged, as Rspack's own snapshot takes it.
    rewriteInPlace(file, '# A\n\nSee [c](/c).\n');
    expect(await linksInABuild(pages, file)).toEqual(['/b']);
    // Its source, asked for, is read then.
    expect((await pages.page(file)).source).toBe('# A\n\nSee [c](/c).\n');
    // An edit changes the file's time: read again.
    writeFileSync(file, '# A\n\nSee [d](/d).\n');
    expect(await linksInABuild(pages, file)).toEqual(['/d']);
  });

  it('reads every build a page that a source transform changes, whose record depends on more than the page', async () => {
    const { root, file } = project();
    let table = 'one';
    const addTable: SourceTransform = (_file, source) => `${source}\n[${table}](/${table})\n`;
    const pages = compiledPages({ root, sourceTransforms: [addTable] });
    expect(await linksInABuild(pages, file)).toEqual(['/b', '/one']);
    table = 'two';
    expect(await linksInABuild(pages, file)).toEqual(['/b', '/two']);
  });
});
