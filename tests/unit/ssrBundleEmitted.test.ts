import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRspressSite, configObservingTheBuild, writeRspressSite } from '../rspressSite';
import { temporaryFolder } from '../temporaryFolder';

// The server bundle written by the bundler, not read into strings by Rspress's `processAssets`
// (patches/@rspress+core+2.0.22+029+ssr-bundle-emitted-by-the-bundler.patch), in a real build of a two-page site.

/** A config whose plugin prints, once the server compiler has emitted, whether the bundle's entry is its asset. */
const config = configObservingTheBuild({
  eachCompiler: `if (one.name !== 'node') continue;
    one.hooks.afterEmit.tap('server-bundle-seen', (compilation) => {
      const entry = compilation.getAsset('__ssg__/rspress-ssg-entry.cjs');
      console.log(\`EMITTED server entry: \${entry !== undefined}\`);
    });`,
});

describe('the server bundle written by the bundler (patch 029)', () => {
  it('leaves the bundle to the bundler’s emit, renders every page from it, then removes it', () => {
    const dir = writeRspressSite(temporaryFolder('vihje-ssr-bundle-emitted-'), {
      'docs/index.md': '# Home\n\nSee the [guide](/guide).\n',
      'docs/guide.mdx': '# Guide\n\nRendered from the emitted bundle.\n',
      'rspress.config.ts': config,
    });
    const output = buildRspressSite(dir);
    expect(output.match(/^EMITTED .*$/gm)).toEqual(['EMITTED server entry: true']);
    expect(readFileSync(path.join(dir, 'doc_build', 'guide.html'), 'utf8')).toContain(
      'Rendered from the emitted bundle.',
    );
    expect(existsSync(path.join(dir, 'doc_build', '__ssg__'))).toBe(false);
  }, 120_000);
});
