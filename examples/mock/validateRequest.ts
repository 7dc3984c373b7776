import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MockOperation } from './loadMockApi';

/** A request as the validator sees it: path and query parameters by name, and the parsed JSON body. */
export interface MockRequest {
  pathParameters: Record<string, string>;
  query: URLSearchParams;
  /** `undefined` when there was no body; `SyntaxError` when it was not JSON. */
  body: unknown;
}

// strict: false, because OpenAPI schemas carry keywords JSON Schema does not know (`example`).
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * What is wrong with the request by the operation's own schemas (required parameters, `minLength`, `pattern`,
 * `minimum`/`maximum`, required body fields), or `null` when nothing is.
 */
export function validateRequest(operation: MockOperation, request: MockRequest): string | null {
  for (const parameter of operation.parameters) {
    const value = parameter.in === 'path' ? request.pathParameters[parameter.name] : request.query.get(parameter.name);
    if (value === undefined || value === null) {
      if (parameter.required) return `${parameter.in} parameter ${parameter.name} is required`;
      continue;
    }
    const validate = validatorFor(parameter.schema);
    if (!validate(value))
      return `${parameter.in} parameter ${ajv.errorsText(validate.errors, { dataVar: parameter.name })}`;
  }
  if (operation.body) {
    if (request.body instanceof SyntaxError) return `the body is not JSON: ${request.body.message}`;
    if (request.body === undefined) return operation.body.required ? 'a JSON body is required' : null;
    const validate = validatorFor(operation.body.schema);
    if (!validate(request.body)) return ajv.errorsText(validate.errors, { dataVar: 'body' });
  }
  return null;
}
