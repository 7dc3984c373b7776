import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The environment variable that makes a build a test build: `VIHJE_TEST_HOOKS=1` (`npm run build:test`). */
export const testHooksVariable = 'VIHJE_TEST_HOOKS';

/** The file a test build leaves in its output, so that the browser tests can require one and publishing refuse one. */
export const testBuildMarker = '.vihje-test-build';

/** Whether this process builds the test build. */
export const testHooksEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => env[testHooksVariable] === '1';

/**
 * Compiles the theme's test-only hooks (the `VIHJE_TEST_HOOKS` constant in theme code, see env.d.ts) in or out: a
 * production build has the constant `false`, so the minifier drops the hooks and what only they import. A test build
 * marks its output directory.
 */
export function pluginTestHooks(enabled: boolean): RspressPlugin {
  return {
    name: 'vihje-test-hooks',
    builderConfig: { source: { define: { VIHJE_TEST_HOOKS: JSON.stringify(enabled) } } },
    afterBuild(config) {
      if (!enabled) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeFileSync(path.join(outDir, testBuildMarker), 'Built with VIHJE_TEST_HOOKS=1: for the browser tests only.\n');
    },
  };
}
