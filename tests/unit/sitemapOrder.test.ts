/**
 * The sitemap (`@rspress/plugin-sitemap`, patch 001) lists the pages in the order Rspress hands them over, whatever
 * order their files' times come back in: two builds of the same pages write the same sitemap. The file system is
 * mocked so that the first page's time comes back last.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../temporaryFolder';

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...original,
    // The first page's file answers after the others.
    stat: async (file: string) => {
      if (file.endsWith('first.mdx')) await new Promise((resolve) => setTimeout(resolve, 50));
      return { mtime: new Date(file.endsWith('first.mdx') ? '2026-01-01T00:00:00Z' : '2026-02-02T00:00:00Z') };
    },
  };
});

describe('the sitemap', () => {
  it('lists the pages in the order they were handed over, each with its own time and custom entries', async () => {
    const { pluginSitemap } = await import('@rspress/plugin-sitemap');
    const outDir = temporaryFolder('vihje-sitemap-');
    const plugin = pluginSitemap({
      siteUrl: 'https://docs.example/',
      customMaps: { '/third': { loc: 'https://docs.example/third', priority: '0.9' } },
    });
    const config = { outDir };
    await plugin.beforeBuild?.(config as never, true);
    const pages = ['/first', '/second', '/third'].map((routePath) => ({
      routePath,
      _filepath: `/site/docs${routePath}.mdx`,
    }));
    await Promise.all(pages.map((page) => plugin.extendPageData?.(page as never, true)));
    await plugin.afterBuild?.(config as never, true);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><priority>([^<]+)</g)].map((m) => m.slice(1)),
    ).toEqual([
      ['https://docs.example/first', '2026-01-01T00:00:00.000Z', '0.5'],
      ['https://docs.example/second', '2026-02-02T00:00:00.000Z', '0.5'],
      ['https://docs.example/third', '2026-02-02T00:00:00.000Z', '0.9'],
    ]);
  });
});
