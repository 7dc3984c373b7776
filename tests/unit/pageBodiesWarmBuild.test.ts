import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkNodeModules } from '../../scripts/siteCopy';
import { temporaryFolder } from '../temporaryFolder';

// plugins/pageBodies in real builds of a two-page site with Rsbuild's persistent cache on: a warm build compiles only
// the edited page, and must still publish every page's body.

const repo = path.resolve(import.meta.dirname, '../..');

function fixtureSite(): string {
  const dir = temporaryFolder('vihje-page-bodies-site-');
  linkNodeModules(repo, dir);
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs', 'index.md'), '# Home\n\nSee the [guide](/guide).\n');
  writeFileSync(path.join(dir, 'docs', 'guide.md'), '# Guide\n\nThe first version of this page.\n');
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    [
      "import { defineConfig } from '@rspress/core';",
      `import { pluginPageBodies } from ${JSON.stringify(path.join(repo, 'plugins/pageBodies/index.ts'))};`,
      "export default defineConfig({ root: 'docs', llms: false, plugins: [pluginPageBodies(0)] });",
    ].join('\n'),
  );
  return dir;
}

/** `rspress build` with the persistent cache on; each built page's body, by page. */
function build(dir: string): Map<string, string> {
  const { CI: _ci, ...env } = process.env;
  const result = spawnSync(process.execPath, [path.join(repo, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
    cwd: dir,
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  const bodiesDir = path.join(dir, 'doc_build', 'static', 'pages');
  const bodies = readdirSync(bodiesDir).map((file) => readFileSync(path.join(bodiesDir, file), 'utf8'));
  return new Map(
    ['Home', 'Guide'].map((heading) => [heading, bodies.find((body) => body.includes(`"${heading}"`)) ?? '']),
  );
}

describe('page bodies in a warm build', () => {
  it("publishes every page's body, the unchanged ones from the store and the edited one anew", () => {
    const dir = fixtureSite();
    const cold = build(dir);
    expect(cold.get('Home')).toContain('See the ');
    expect(cold.get('Guide')).toContain('The first version of this page.');

    writeFileSync(path.join(dir, 'docs', 'guide.md'), '# Guide\n\nThe second version of this page.\n');
    const warm = build(dir);
    expect(warm.get('Home')).toBe(cold.get('Home'));
    expect(warm.get('Guide')).toContain('The second version of this page.');
    expect(readdirSync(path.join(dir, 'doc_build', 'static', 'pages'))).toHaveLength(2);
  }, 120_000);
});
