import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedUnitTests } from '../isolatedUnitTests';
import { temporaryFolder } from '../temporaryFolder';

/** Test files with the given sources in `dir`; the glob pattern that finds them. */
function testFiles(dir: string, sources: Record<string, string>): string {
  for (const [name, source] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return path.join(dir, '**/*.test.{ts,tsx}');
}

describe('isolatedUnitTests', () => {
  it('picks the files that reach beyond themselves, and leaves the others to share a process', () => {
    const dir = temporaryFolder('vihje-isolated-');
    const pattern = testFiles(dir, {
      'pure.test.ts': "import { expect, it } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));\n",
      'reads.test.ts': "it('reads', () => expect(process.env.HOME === undefined).toBe(false));\n",
      'mocks.test.ts': "vi.mock('node:fs');\n",
      'stubs.test.ts': "vi.stubEnv('CI', 'true');\n",
      'timers.test.ts': 'vi.useFakeTimers();\n',
      'nested/dom.test.tsx': '// @vitest-environment jsdom\n',
      'sets.test.ts': "process.env['VIHJE_X'] = '1';\n",
      'deletes.test.ts': 'delete process.env.VIHJE_X;\n',
      'compares.test.ts': "it('compares', () => expect(process.env.CI == 'true').toBeTypeOf('boolean'));\n",
    });
    expect(isolatedUnitTests([pattern]).map((file) => path.relative(dir, file))).toEqual([
      'deletes.test.ts',
      'mocks.test.ts',
      'nested/dom.test.tsx',
      'sets.test.ts',
      'stubs.test.ts',
      'timers.test.ts',
    ]);
  });
});
