import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRspressSite, configObservingTheBuild, runRspressBuild, writeRspressSite } from '../rspressSite';
import { temporaryFolder } from '../temporaryFolder';

// The pages rendered once Rsbuild has closed the bundler (patches/@rspress+core+2.0.22+028+ssg-render-after-build.patch),
// in real builds of a two-page site.

/**
 * A config whose plugins print, as each compiler is done, as Rsbuild's build ends and as Rspress's `afterBuild`
 * starts, whether the guide's page has been written.
 */
const config = configObservingTheBuild({
  head: `import { existsSync } from 'node:fs';
const seen = (moment: string) => console.log(\`SEEN \${moment}: \${existsSync('doc_build/guide.html')}\`);`,
  eachCompiler: "one.hooks.done.tap('pages-seen', () => seen('done ' + one.name));",
  setup: "api.onAfterBuild(() => seen('after the bundler'));",
  plugin: "afterBuild() { seen('afterBuild'); },",
});

const site = (guide: string) =>
  writeRspressSite(temporaryFolder('vihje-render-after-build-'), {
    'docs/index.md': '# Home\n\nSee the [guide](/guide).\n',
    'docs/guide.mdx': guide,
    'rspress.config.ts': config,
  });

describe('the pages rendered after the bundler is closed (patch 028)', () => {
  it('writes no page while the compilations are open, and every page before the plugins’ afterBuild', () => {
    const dir = site('# Guide\n\nRendered after the build.\n');
    const output = buildRspressSite(dir, { RSPRESS_PERSISTENT_CACHE: 'false' });
    const seen = output.match(/^SEEN .*$/gm);
    expect(seen).toEqual([
      expect.stringMatching(/^SEEN done (web|node): false$/),
      expect.stringMatching(/^SEEN done (web|node): false$/),
      'SEEN after the bundler: false',
      'SEEN afterBuild: true',
    ]);
    expect(readFileSync(path.join(dir, 'doc_build', 'guide.html'), 'utf8')).toContain('Rendered after the build.');
  }, 120_000);

  it('fails the build with the error of a page whose render throws', () => {
    const dir = site(
      "export function Broken() {\n  throw new Error('the guide cannot render');\n}\n\n# Guide\n\n<Broken />\n",
    );
    const { status, output } = runRspressBuild(dir, { RSPRESS_PERSISTENT_CACHE: 'false' });
    expect(status, output).not.toBe(0);
    expect(output).toContain('the guide cannot render');
    expect(output).not.toContain('SEEN afterBuild');
  }, 120_000);
});
