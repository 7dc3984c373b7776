import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedUnitTests } from '../isolatedUnitTests';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Test files with the given sources in a fresh folder; the glob pattern that finds them. */
function testFiles(sources: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-isolated-'));
  for (const [name, source] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return path.join(dir, '**/*.test.{ts,tsx}');
}

describe('isolatedUnitTests', () => {
  it('picks the files that reach beyond themselves, and leaves the others to share a process', () => {
    const pattern = testFiles({
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
    expect(isolatedUnitTests([pattern]).map((file) => path.relative(dir ?? '', file))).toEqual([
      'deletes.test.ts',
      'mocks.test.ts',
      'nested/dom.test.tsx',
      'sets.test.ts',
      'stubs.test.ts',
      'timers.test.ts',
    ]);
  });
});
