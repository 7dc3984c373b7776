import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

/** A documented response: its status and the first example of its JSON body. */
export interface MockResponse {
  status: number;
  body: unknown;
}

/** One parameter the mock checks: where it is, whether it is required, and its JSON schema. */
export interface MockParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: object;
}

/** One operation, resolved: how to match it, what to check, what to answer. */
export interface MockOperation {
  operationId: string;
  method: string;
  /** The path template as written, e.g. `/companies/{businessId}`. */
  path: string;
  parameters: MockParameter[];
  /** The JSON schema of the request body, when the operation takes one. */
  body?: { required: boolean; schema: object };
  /** Every documented status with its first example; 200's is the default answer. */
  responses: Map<number, MockResponse>;
  /** Every example of the 200 response, for the lookups by ID. */
  okExamples: unknown[];
}

/** The description's operations and the shared error examples. */
export interface MockApi {
  operations: MockOperation[];
  /** The description's generic error bodies (`components.responses`), for answers no operation documents. */
  errors: { badRequest: unknown; notFound: unknown };
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The first example of a JSON media type: `examples` (in document order) or `example`. */
function firstExample(content: OpenAPIV3_1.MediaTypeObject | undefined): unknown {
  const examples = Object.values(content?.examples ?? {}) as OpenAPIV3_1.ExampleObject[];
  return examples[0]?.value ?? content?.example;
}

function allExamples(content: OpenAPIV3_1.MediaTypeObject | undefined): unknown[] {
  return (Object.values(content?.examples ?? {}) as OpenAPIV3_1.ExampleObject[]).map((example) => example.value);
}

function jsonContent(object: { content?: Record<string, OpenAPIV3_1.MediaTypeObject> } | undefined) {
  return object?.content?.['application/json'];
}

/**
 * Reads the API description and resolves every `$ref`, so the mock answers with the description's own examples and
 * checks requests against its own schemas: what the mock accepts and returns changes when the description does.
 */
export async function loadMockApi(specFile: string): Promise<MockApi> {
  const raw = parse(readFileSync(specFile, 'utf8')) as OpenAPIV3_1.Document;
  const document = (await SwaggerParser.dereference(raw as never)) as OpenAPIV3_1.Document;
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method): MockOperation[] => {
      const operation = item?.[method];
      if (!operation?.operationId) return [];
      const parameters = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          in: parameter.in as 'path' | 'query',
          required: parameter.required ?? false,
          schema: (parameter.schema ?? {}) as object,
        }));
      const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const bodySchema = jsonContent(requestBody)?.schema;
      const responses = new Map<number, MockResponse>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const content = jsonContent(response as OpenAPIV3_1.ResponseObject);
        responses.set(Number(status), { status: Number(status), body: firstExample(content) });
      }
      return [
        {
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          parameters,
          ...(bodySchema ? { body: { required: requestBody?.required ?? false, schema: bodySchema as object } } : {}),
          responses,
          okExamples: allExamples(jsonContent(operation.responses?.['200'] as OpenAPIV3_1.ResponseObject)),
        },
      ];
    }),
  );
  const shared = document.components?.responses ?? {};
  const errorOf = (name: string) => firstExample(jsonContent(shared[name] as OpenAPIV3_1.ResponseObject)) as Json;
  return { operations, errors: { badRequest: errorOf('BadRequest'), notFound: errorOf('NotFound') } };
}
