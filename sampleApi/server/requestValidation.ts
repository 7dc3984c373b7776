import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { operationEntries } from './describedOperations';

/** A validator of one part of a request; `errors` holds the reasons of its last failure. */
export type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };

/** An operation's validators: its path and query parameters (`{ path, query }`), and its JSON body if it takes one. */
export interface OperationValidators {
  params: Validate;
  body?: Validate;
}

/** The id the description's schemas are registered under; request schemas refer to them through it. */
const descriptionId = 'openapi.json';

/** A copy of a schema of the description whose local `$ref`s name the registered description. */
function registered(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(registered);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${descriptionId}${value}`
        : registered(value),
    ]),
  );
}

/** The JSON schemas an operation's requests are validated against, each with an `$id`. */
export interface RequestSchemas {
  params: object;
  body?: object;
}

/**
 * The schemas of each operation's requests, by operation id: one object schema for its path and query parameters
 * (`{ path: {…}, query: {…} }`, values as strings, coerced by the validator) and its JSON body's schema.
 */
export function requestSchemas(document: OpenAPIV3_1.Document): Record<string, RequestSchemas> {
  return Object.fromEntries(
    operationEntries(document).map(({ operationId, parameters, body }) => {
      const location = (where: 'path' | 'query') => {
        const own = parameters.filter((parameter) => parameter.in === where);
        return {
          type: 'object',
          properties: Object.fromEntries(own.map((parameter) => [parameter.name, registered(parameter.schema ?? {})])),
          required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        };
      };
      const bodySchema = body?.content?.['application/json']?.schema;
      const schemas: RequestSchemas = {
        params: {
          $id: `${operationId}.params`,
          type: 'object',
          properties: { path: location('path'), query: location('query') },
        },
        ...(bodySchema ? { body: { $id: `${operationId}.body`, ...(registered(bodySchema) as object) } } : {}),
      };
      return [operationId, schemas];
    }),
  );
}

/**
 * Ajv as the sample server validates with: JSON Schema 2020-12 (the dialect of OpenAPI 3.1) with ajv-formats, every
 * reason reported, and the description's schemas registered. Parameters arrive as text, so their validator coerces
 * (`"10"` is an integer); a JSON body's does not.
 */
export function requestAjv(document: OpenAPIV3_1.Document, { coerce }: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce, code: { source: true, esm: true } });
  addFormats(ajv);
  ajv.addSchema({ $id: descriptionId, components: { schemas: document.components?.schemas ?? {} } });
  return ajv;
}

/** Each operation's validators, compiled now (Node: the mock server). The browser uses the generated module. */
export function compileValidators(document: OpenAPIV3_1.Document): Record<string, OperationValidators> {
  const params = requestAjv(document, { coerce: true });
  const bodies = requestAjv(document, { coerce: false });
  return Object.fromEntries(
    Object.entries(requestSchemas(document)).map(([operationId, schemas]) => [
      operationId,
      {
        params: params.compile(schemas.params) as Validate,
        ...(schemas.body ? { body: bodies.compile(schemas.body) as Validate } : {}),
      },
    ]),
  );
}
