import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { buildVersion } from './buildVersion';

/** A project with a config, a plugin, a patch and a lockfile. */
function project(): string {
  const root = temporaryFolder('vihje-build-version-');
  mkdirSync(path.join(root, 'plugins'));
  mkdirSync(path.join(root, 'patches'));
  writeFileSync(path.join(root, 'rspress.config.ts'), 'export default {};\n');
  writeFileSync(path.join(root, 'plugins', 'loader.ts'), 'export default (code: string) => code;\n');
  writeFileSync(path.join(root, 'patches', 'pkg+1.0.0+001+fix.patch'), '--- a\n+++ b\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  return root;
}

describe("the build's version, which a record of the last bundle must match", () => {
  it('changes with the code that configures the bundler, a patch or the installed packages', () => {
    for (const file of [
      'plugins/loader.ts',
      'rspress.config.ts',
      'patches/pkg+1.0.0+001+fix.patch',
      'package-lock.json',
    ]) {
      const root = project();
      const before = buildVersion(root);
      expect(buildVersion(root)).toBe(before);
      appendFileSync(path.join(root, file), '\n// changed\n');
      expect(buildVersion(root), file).not.toBe(before);
    }
  });

  it("changes with a build variable, not with the variables that name the build's folders", () => {
    const root = project();
    const before = buildVersion(root);
    vi.stubEnv('VIHJE_OUT_DIR', '/tmp/staging-1');
    vi.stubEnv('VIHJE_PREVIOUS_OUT_DIR', '/site/doc_build');
    expect(buildVersion(root)).toBe(before);
    vi.stubEnv('VIHJE_BASE', '/previews/pr-2/');
    expect(buildVersion(root)).not.toBe(before);
    vi.unstubAllEnvs();
  });
});
