import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { contentCache } from '../contentCache.ts';
import { loadOpenApiCached } from './loadCache.ts';
import { loadOpenApi } from './loadOpenApi.ts';

const realDescription = path.resolve('openapi/openapi.yaml');

/** A copy of the real description and an empty cache, in a temporary directory. */
function fixture() {
  const dir = temporaryFolder('vihje-openapi-cache-');
  const file = path.join(dir, 'openapi.yaml');
  writeFileSync(file, readFileSync(realDescription, 'utf8'));
  const entries = () => readdirSync(path.join(dir, 'node_modules', '.cache', 'vihje-openapi'));
  return { file, cache: contentCache('vihje-openapi', { root: dir }), entries };
}

describe('loadOpenApiCached', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives what loadOpenApi gives, and validates an unchanged description only once', async () => {
    const { file, cache, entries } = fixture();
    const validate = vi.spyOn(SwaggerParser, 'validate');
    const first = await loadOpenApiCached(file, cache);
    const second = await loadOpenApiCached(file, cache);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(entries()).toHaveLength(1);
    expect(second).toStrictEqual(first);
    expect(second).toStrictEqual(await loadOpenApi(file));
  });

  it('loads a changed description again', async () => {
    const { file, cache, entries } = fixture();
    const before = await loadOpenApiCached(file, cache);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`version: ${before.summary.version}`, 'version: 9.9.9'));
    const after = await loadOpenApiCached(file, cache);
    expect(after.summary.version).toBe('9.9.9');
    expect(entries()).toHaveLength(2);
  });

  it('stores no invalid description, so it fails every time', async () => {
    const { file, cache, entries } = fixture();
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '$ref: "#/components/schemas/Company"',
        '$ref: "#/components/schemas/NoSuchSchema"',
      ),
    );
    await expect(loadOpenApiCached(file, cache)).rejects.toThrow(/openapi\.yaml: not a valid OpenAPI description/);
    await expect(loadOpenApiCached(file, cache)).rejects.toThrow(/openapi\.yaml: not a valid OpenAPI description/);
    expect(entries()).toEqual([]);
  });
});
