import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import type { ApiReferenceData } from '../../shared/apiReference.ts';
import { buildReference } from './buildReference.ts';

/** One operation as the search index lists it. */
export interface OperationSummary {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  tag: string;
}

/** What the site needs of the description besides the document itself. */
export interface OpenApiSummary {
  title: string;
  version: string;
  servers: string[];
  operations: OperationSummary[];
}

export interface LoadedOpenApi {
  document: OpenAPIV3_1.Document;
  summary: OpenApiSummary;
  /** What `/api`'s pre-rendered reference shows. */
  reference: ApiReferenceData;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The operations in document order: paths as written, methods in HTTP order. */
export function summarise(document: OpenAPIV3_1.Document): OpenApiSummary {
  const operations = Object.entries(document.paths ?? {}).flatMap(([operationPath, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      return [
        {
          method: method.toUpperCase(),
          path: operationPath,
          operationId: operation.operationId ?? `${method} ${operationPath}`,
          summary: operation.summary ?? '',
          tag: operation.tags?.[0] ?? '',
        },
      ];
    }),
  );
  return {
    title: document.info.title,
    version: document.info.version,
    servers: (document.servers ?? []).map((server) => server.url),
    operations,
  };
}

/**
 * Reads, parses and validates the API description, and derives what the site shows of it. Any problem — YAML syntax,
 * an invalid OpenAPI document, a broken `$ref`, a description the reference cannot render — fails with the file's
 * path and the reason, so the build stops.
 */
export async function loadOpenApi(file: string): Promise<LoadedOpenApi> {
  const relative = path.relative(process.cwd(), file);
  let document: OpenAPIV3_1.Document;
  try {
    document = parse(readFileSync(file, 'utf8'), { prettyErrors: true }) as OpenAPIV3_1.Document;
  } catch (error) {
    throw new Error(`${relative}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // The validator dereferences in place: give it a copy, keep the document as written.
    await SwaggerParser.validate(structuredClone(document) as never);
  } catch (error) {
    throw new Error(`${relative}: not a valid OpenAPI description: ${error instanceof Error ? error.message : error}`);
  }
  return { document, summary: summarise(document), reference: buildReference(document, relative) };
}
