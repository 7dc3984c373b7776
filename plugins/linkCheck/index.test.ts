import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRspressBuild } from '../../tests/rspressSite';

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(import.meta.dirname, '__fixtures__', 'site');

/** A two-page site with only the link check and the page records it reads, built by the real Rspress CLI. */
function fixtureSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-link-check-'));
  cpSync(fixture, dir, { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const plugin = (name: string) => JSON.stringify(path.join(repo, 'plugins', name));
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    [
      "import { defineConfig } from '@rspress/core';",
      `import { compiledPages } from ${plugin('compiledPages')};`,
      `import { pluginLinkCheck } from ${plugin('linkCheck')};`,
      'const pages = compiledPages();',
      "export default defineConfig({ root: 'docs', llms: false, search: false, markdown: { link: { checkDeadLinks: true, checkAnchors: true } },",
      '  plugins: [pages.plugin, pluginLinkCheck(pages)] });',
      '',
    ].join('\n'),
  );
  return dir;
}

describe('pluginLinkCheck in a real build', () => {
  const dir = fixtureSite();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails a warm build when another page loses the heading a cached page links to, naming file, line and link', () => {
    const cold = runRspressBuild(dir);
    expect(cold.output).toContain('Links checked: 2 on 2 pages.');
    expect(cold.status).toBe(0);

    const data = path.join(dir, 'docs', 'data.mdx');
    writeFileSync(data, readFileSync(data, 'utf8').replace('## Company {#company}', '## Companies'));
    const warm = runRspressBuild(dir);
    expect(warm.status).toBe(1);
    expect(warm.output).toContain(
      'docs/index.mdx:3:18 [Company](/data#company): /data has no heading with the id "company" (its ids: data, companies)',
    );
    expect(warm.output).not.toMatch(/^\s+at /m);
  }, 120_000);
});
