import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRspressSite, writeRspressSite } from '../rspressSite';
import { temporaryFolder } from '../temporaryFolder';

// plugins/pageBodies in real builds of a two-page site with Rsbuild's persistent cache on: a warm build compiles only
// the edited page, and must still publish every page's body.

const repo = path.resolve(import.meta.dirname, '../..');

/** A two-page site whose pages' bodies are apart at any size. */
const fixtureSite = (): string =>
  writeRspressSite(temporaryFolder('vihje-page-bodies-site-'), {
    'docs/index.md': '# Home\n\nSee the [guide](/guide).\n',
    'docs/guide.md': '# Guide\n\nThe first version of this page.\n',
    'rspress.config.ts': [
      "import { defineConfig } from '@rspress/core';",
      `import { pluginPageBodies } from ${JSON.stringify(path.join(repo, 'plugins/pageBodies/index.ts'))};`,
      "export default defineConfig({ root: 'docs', llms: false, plugins: [pluginPageBodies(0)] });",
    ].join('\n'),
  });

/** `rspress build` with the persistent cache on; each built page's body, by page. */
function build(dir: string): Map<string, string> {
  buildRspressSite(dir);
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
