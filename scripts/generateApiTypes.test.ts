import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateApiTypes, typesFile } from './generateApiTypes';

describe('generated API types', () => {
  it('examples/client/schema.d.ts is what openapi-typescript makes of openapi/openapi.yaml', async () => {
    const committed = readFileSync(typesFile, 'utf8');
    const fresh = await generateApiTypes();
    // One line instead of a 1,000-line diff: the fix is always the same command.
    expect(committed === fresh, 'examples/client/schema.d.ts is out of date: run `npm run generate:types`').toBe(true);
  });
});
