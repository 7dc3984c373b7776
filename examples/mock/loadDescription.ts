import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';

/**
 * The API description as openapi-backend sees it: its router matches requests to operations, its validator checks
 * parameters and bodies against the description's own schemas, and its security step applies `apiKeyAuth`. Schemas
 * are compiled by Ajv's JSON Schema 2020-12 dialect with ajv-formats, the dialect of OpenAPI 3.1 (type arrays,
 * `type: "null"`, `examples`); `quick` skips openapi-backend's own check of the document, which knows OpenAPI 3.0
 * only (the description is linted by Redocly and validated by swagger-parser in the tests instead).
 */
export async function loadDescription(specFile: string): Promise<OpenAPIBackend> {
  let definition: OpenAPIV3_1.Document;
  try {
    definition = parse(readFileSync(specFile, 'utf8')) as OpenAPIV3_1.Document;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path.relative(process.cwd(), specFile)}: cannot read the API description: ${reason}`);
  }
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    validate: true,
    customizeAjv: (_draft07, options) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
      addFormats(ajv);
      return ajv as never;
    },
  });
  await api.init();
  return api;
}

/** The first example body of a status an operation documents, or `undefined` when it does not list that status. */
export function documentedExample(operation: Operation, status: number): unknown {
  const response = operation.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
  const examples = Object.values(response?.content?.['application/json']?.examples ?? {});
  return (examples[0] as OpenAPIV3_1.ExampleObject | undefined)?.value;
}

/** Whether an operation lists a status among its responses. */
export function lists(operation: Operation, status: number): boolean {
  return String(status) in (operation.responses ?? {});
}
