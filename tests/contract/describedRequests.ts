import fc, { type Arbitrary } from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { DereferencedOperation } from './describedApi';
import { arbitraryOf } from './schemaArbitrary';

/** A request to one operation: path parameters already in the path. */
export interface ContractRequest {
  operationId: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  /** A JSON body, sent as `application/json` unless `contentType` or `rawBody` say otherwise. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** A parameter, its schema dereferenced. */
type Parameter = Omit<OpenAPIV3_1.ParameterObject, 'schema'> & { schema?: object };

export const parametersOf = (operation: DereferencedOperation, place: 'path' | 'query'): Parameter[] =>
  ((operation.operation.parameters ?? []) as Parameter[]).filter((parameter) => parameter.in === place);

/** The JSON request body's schema and media object, when the operation takes one. */
export function jsonBodyOf(operation: DereferencedOperation): OpenAPIV3_1.MediaTypeObject | undefined {
  const body = operation.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  return body?.content['application/json'];
}

/** A parameter's documented value: its `example`, else its first named example. */
function exampleOf(parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {})[0] as OpenAPIV3_1.ExampleObject | undefined;
  if (named?.value === undefined) throw new Error(`openapi.yaml: parameter ${parameter.name} has no example`);
  return named.value;
}

const pathWith = (operation: DereferencedOperation, values: Record<string, unknown>) =>
  operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

/** Path parameters that do not dissolve into `.` or `..` on the way (fetch would normalise them away). */
const pathSegment = (arbitrary: Arbitrary<unknown>) => arbitrary.filter((value) => value !== '.' && value !== '..');

const asStrings = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/** What the description documents for a call: every parameter at its example, the request body's first named example. */
export function documentedValues(operation: DereferencedOperation) {
  const values = (place: 'path' | 'query') =>
    Object.fromEntries(parametersOf(operation, place).map((parameter) => [parameter.name, exampleOf(parameter)]));
  const bodyExample = Object.values(jsonBodyOf(operation)?.examples ?? {})[0] as OpenAPIV3_1.ExampleObject | undefined;
  return { path: values('path'), query: asStrings(values('query')), body: bodyExample?.value };
}

/**
 * The request the description documents for an operation (`documentedValues`). The description's examples are
 * records of the sample data, so it is answered 200.
 */
export function documentedRequest(operation: DereferencedOperation): ContractRequest {
  const { path, query, body } = documentedValues(operation);
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: pathWith(operation, path),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}

/**
 * Valid requests to an operation drawn from its own schemas: path and query parameters (required ones always, the
 * others sometimes) and the JSON body. Any string where the schema says string, so the data may answer 400 (a filter
 * that does not parse) or 404 (an unknown ID).
 */
export function requestFromSchemas(operation: DereferencedOperation): Arbitrary<ContractRequest> {
  const objectOf = (parameters: Parameter[]) => ({
    type: 'object',
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
  });
  const pathParameters = parametersOf(operation, 'path');
  const pathValues = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [parameter.name, pathSegment(arbitraryOf(parameter.schema ?? {}))]),
    ),
  );
  const query = arbitraryOf(objectOf(parametersOf(operation, 'query'))) as Arbitrary<Record<string, unknown>>;
  const bodySchema = jsonBodyOf(operation)?.schema as object | undefined;
  const body = bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined);
  return fc.tuple(pathValues, query, body).map(([path, queryValues, bodyValue]) => {
    const queryStrings = asStrings(queryValues);
    return {
      operationId: operation.operationId,
      method: operation.method,
      path: pathWith(operation, path),
      ...(Object.keys(queryStrings).length > 0 ? { query: queryStrings } : {}),
      ...(bodyValue !== undefined ? { body: bodyValue } : {}),
    };
  });
}
