import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';

/** An answer as the contract sees it. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One operation of the description, dereferenced. */
export interface DereferencedOperation {
  operationId: string;
  method: string;
  path: string;
  operation: OpenAPIV3_1.OperationObject;
}

/**
 * The API description, dereferenced by swagger-parser, with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1,
 * and ajv-formats) compiling each response schema once: the independent judge of what the mock answers.
 */
export async function loadDescribedApi(specFile: string) {
  const raw = parse(readFileSync(specFile, 'utf8')) as OpenAPIV3_1.Document;
  const document = (await SwaggerParser.dereference(raw as never)) as OpenAPIV3_1.Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const operations: DereferencedOperation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item?.[method];
      return operation?.operationId
        ? [{ operationId: operation.operationId, method: method.toUpperCase(), path, operation }]
        : [];
    }),
  );
  const byId = (operationId: string): DereferencedOperation => {
    const found = operations.find((candidate) => candidate.operationId === operationId);
    if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
    return found;
  };

  /** The operation a method and path call: literal paths first (`/companies/search` is not a business ID). */
  function operationAt(method: string, pathname: string): string {
    const candidates = operations
      .filter((candidate) => candidate.method === method.toUpperCase())
      .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
    const found = candidates.find(({ path }) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
    if (!found) throw new Error(`openapi.yaml describes no operation for ${method} ${pathname}`);
    return found.operationId;
  }

  /**
   * What is wrong with an answer to the operation, by the description: a status it does not list, a content type it
   * does not document for that status, or a body its schema rejects. Empty when nothing is.
   */
  function problemsWith(operationId: string, answer: Answer): string[] {
    const response = byId(operationId).operation.responses?.[String(answer.status)] as
      | OpenAPIV3_1.ResponseObject
      | undefined;
    if (!response) return [`status ${answer.status} is not listed for ${operationId}`];
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const media = response.content?.[mediaType];
    if (!media?.schema) return [`content type "${mediaType}" is not documented for ${operationId} ${answer.status}`];
    const validate = validatorOf(media.schema);
    if (validate(answer.body)) return [];
    return [`${operationId} ${answer.status} body: ${ajv.errorsText(validate.errors)}`];
  }

  return { document, operations, byId, operationAt, problemsWith };
}

export type DescribedApi = Awaited<ReturnType<typeof loadDescribedApi>>;
