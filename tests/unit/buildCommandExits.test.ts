import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configObservingTheBuild, runRspressBuild, writeRspressSite } from '../rspressSite';
import { temporaryFolder } from '../temporaryFolder';

// `rspress build` ends its process once the build is done (patches/@rspress+core+2.0.22+037+build-command-exits-when-done.patch).

describe('rspress build', () => {
  it('exits once the build is done, with the pages written, though a plugin left a timer running', () => {
    const dir = writeRspressSite(temporaryFolder('vihje-build-exits-'), {
      'docs/index.md': '# Home\n\nBuilt, then the process ends.\n',
      'rspress.config.ts': configObservingTheBuild({
        eachCompiler: '',
        // A referenced timer keeps a process that ends on its own alive for as long as it runs.
        plugin: "afterBuild() { setInterval(() => {}, 1000); console.log('TIMER LEFT RUNNING'); },",
      }),
    });
    const { status, output } = runRspressBuild(dir, { RSPRESS_PERSISTENT_CACHE: 'false' }, 30_000);
    expect(output).toContain('TIMER LEFT RUNNING');
    expect(status, output).toBe(0);
    expect(readFileSync(path.join(dir, 'doc_build', 'index.html'), 'utf8')).toContain('Built, then the process ends.');
  }, 60_000);
});
