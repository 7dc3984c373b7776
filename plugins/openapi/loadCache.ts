import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContentCache, codeSources, contentKey } from '../contentCache.ts';
import { packageVersions } from '../packageVersions.ts';
import type { LoadedOpenApi } from './loadOpenApi.ts';

/** Bumped when what an entry holds changes shape. */
const entryVersion = 'loaded-openapi@1';

/** The code that turns the description into what the site shows: this folder's modules and the shared ones. */
const codeDirs = [import.meta.dirname, path.resolve(import.meta.dirname, '../../shared')];
const parsers = packageVersions(['@apidevtools/swagger-parser', 'yaml', 'unified', 'remark-parse', 'remark-rehype']);

/**
 * `loadOpenApi`, remembered between builds and dev-server starts under a hash of the description's text, the code
 * that derives the reference from it and the parsers' versions. Parsing, validating (Ajv compiling the OpenAPI
 * schema) and rendering the descriptions' Markdown cost every start (bench/NOTES.md); an unchanged description needs
 * none of it. Only a description that loaded is stored, so an invalid one fails every build. The parser and the
 * validator (some 130 modules) are imported only when the cache misses, so a start that finds the description here
 * does not load them (bench/NOTES.md).
 */
export async function loadOpenApiCached(file: string, cache: ContentCache): Promise<LoadedOpenApi> {
  const key = contentKey(
    entryVersion,
    parsers,
    path.relative(process.cwd(), file),
    readFileSync(file, 'utf8'),
    ...codeSources(codeDirs),
  );
  const cached = cache.get(key);
  if (cached !== undefined) return JSON.parse(cached) as LoadedOpenApi;
  const { loadOpenApi } = await import('./loadOpenApi.ts');
  const loaded = await loadOpenApi(file);
  cache.set(key, JSON.stringify(loaded));
  return loaded;
}
