import { execFileSync } from 'node:child_process';
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
  return { dir, file, cache: contentCache('vihje-openapi', { root: dir }), entries };
}

/**
 * Loads the description in a new Node process, as a dev server or build starts, and lists the parser's and the
 * validator's modules that the process loaded (their code, not a `package.json` read for a version).
 */
const startProcess = `
import Module from 'node:module';
const loaded = new Set();
Module.registerHooks({ load: (url, context, next) => { loaded.add(url); return next(url, context); } });
const [loadCache, contentCacheModule, file, root] = process.argv.slice(1);
const { loadOpenApiCached } = await import(loadCache);
const { contentCache } = await import(contentCacheModule);
await loadOpenApiCached(file, contentCache('vihje-openapi', { root }));
console.log(JSON.stringify([...loaded].filter((url) => (url.includes('/swagger-parser/') || url.includes('/ajv/')) && url.endsWith('.js'))));
`;
const parserModulesOfAStart = (file: string, root: string): string[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        startProcess,
        path.resolve(import.meta.dirname, 'loadCache.ts'),
        path.resolve(import.meta.dirname, '../contentCache.ts'),
        file,
        root,
      ],
      { encoding: 'utf8' },
    ),
  );

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

  it('imports neither the parser nor the validator when the description is cached', async () => {
    const { dir, file } = fixture();
    expect(parserModulesOfAStart(file, dir)).toContainEqual(expect.stringContaining('/swagger-parser/'));
    expect(parserModulesOfAStart(file, dir)).toEqual([]);
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
