import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSandboxModule, sandboxModuleFile } from './generateSandboxModule';

describe('generated sandbox module', () => {
  it('sampleApi/server/describedApi.generated.ts is what the generator makes of openapi/openapi.yaml', () => {
    const committed = readFileSync(sandboxModuleFile, 'utf8');
    // One line instead of a long diff: the fix is always the same command.
    expect(
      committed === generateSandboxModule(),
      'sampleApi/server/describedApi.generated.ts is out of date: run `npm run generate:types`',
    ).toBe(true);
  });
});
