import type { OpenAPIV3_1 } from 'openapi-types';
import type { DereferencedOperation, DescribedApi } from './describedApi';
import { type ContractRequest, documentedRequest, jsonBodyOf, parametersOf } from './describedRequests';

/** A request of one bad-input class of the error catalogue, with the status the description says it gets. */
export interface ErrorCase {
  name: string;
  request: ContractRequest;
  status: number;
  /** The error text, where the description documents one for this case. */
  error?: string;
}

const get = (operationId: string, path: string, query?: Record<string, string>): ContractRequest => ({
  operationId,
  method: 'GET',
  path,
  ...(query ? { query } : {}),
});
const post = (operationId: string, path: string, body: unknown): ContractRequest => ({
  operationId,
  method: 'POST',
  path,
  body,
});

const invalid = 'invalid request format';
const companyAdvanced = (name: string, body: unknown): ErrorCase => ({
  name: `advanced company search: ${name}`,
  request: post('searchCompaniesAdvanced', '/companies/search/advanced', body),
  status: 400,
  error: invalid,
});
const addressAdvanced = (name: string, body: unknown): ErrorCase => ({
  name: `advanced address search: ${name}`,
  request: post('searchAddressesAdvanced', '/addresses/search/advanced', body),
  status: 400,
  error: invalid,
});
/** Body-format classes of an operation that takes JSON; `no body` only where the body is required. */
const malformedBodies = (request: ContractRequest, label: string, required: boolean): ErrorCase[] => [
  { name: `${label}: body that is not JSON`, request: { ...request, rawBody: '{"q": ' }, status: 400, error: invalid },
  {
    name: `${label}: JSON sent as text/plain`,
    request: { ...request, contentType: 'text/plain' },
    status: 400,
    error: invalid,
  },
  {
    name: `${label}: form-encoded body`,
    request: { ...request, rawBody: 'q=x', contentType: 'application/x-www-form-urlencoded' },
    status: 400,
    error: invalid,
  },
  ...(required
    ? [{ name: `${label}: no body`, request: { ...request, body: undefined }, status: 400, error: invalid }]
    : []),
  { name: `${label}: a JSON array`, request: { ...request, body: [] }, status: 400, error: invalid },
  { name: `${label}: JSON null`, request: { ...request, body: null }, status: 400, error: invalid },
];

/** The error text the description documents for a status of an operation (its response's first example). */
function documentedError(operation: DereferencedOperation, status: number): string {
  const response = operation.operation.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
  const example = Object.values(response?.content?.['application/json']?.examples ?? {})[0] as
    | OpenAPIV3_1.ExampleObject
    | undefined;
  const error = (example?.value as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'string')
    throw new Error(`openapi.yaml: ${operation.operationId} ${status} has no error example`);
  return error;
}

/** Statuses a request can only ask for, with `Prefer: code=N`: the data never causes them. */
const askedForOnly = new Set([403, 500]);

/**
 * The cases every operation gets from its description, based on its documented request: no or a malformed key
 * (401); each status only a test can ask for (`Prefer`); an ID in each path parameter that no record has (404); a
 * missing or too short required query parameter and every malformed JSON body (400).
 */
function describedCases(operation: DereferencedOperation): ErrorCase[] {
  const { operationId } = operation;
  const listed = new Set(Object.keys(operation.operation.responses ?? {}).map(Number));
  const base = documentedRequest(operation);
  const error = (status: number) => documentedError(operation, status);
  const cases: ErrorCase[] = [];
  if (listed.has(401)) {
    cases.push(
      { name: `${operationId}: no key`, request: { ...base, headers: { authorization: '' } }, status: 401 },
      {
        name: `${operationId}: not a bearer key`,
        request: { ...base, headers: { authorization: 'Basic dmloamU6a2V5' } },
        status: 401,
      },
    );
  }
  for (const status of [...listed].filter((status) => askedForOnly.has(status))) {
    cases.push({
      name: `${operationId}: asks for ${status}`,
      request: { ...base, headers: { prefer: `code=${status}` } },
      status,
    });
  }
  const pathParameters = parametersOf(operation, 'path');
  if (listed.has(404) && pathParameters.length > 0) {
    const unknown = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => `no-such-${name}`);
    cases.push({ name: `${operationId}: no record has the ID`, request: { ...base, path: unknown }, status: 404 });
  }
  if (listed.has(400)) {
    for (const parameter of parametersOf(operation, 'query').filter((parameter) => parameter.required)) {
      const { [parameter.name]: _, ...others } = base.query ?? {};
      cases.push({ name: `${operationId}: no ${parameter.name}`, request: { ...base, query: others }, status: 400 });
      const minLength = (parameter.schema as { minLength?: number } | undefined)?.minLength ?? 0;
      if (minLength > 0) {
        cases.push({
          name: `${operationId}: ${parameter.name} shorter than ${minLength} characters`,
          request: { ...base, query: { ...others, [parameter.name]: 'O'.repeat(minLength - 1) } },
          status: 400,
        });
      }
    }
    const body = operation.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    if (jsonBodyOf(operation)) cases.push(...malformedBodies(base, operationId, body?.required === true));
  }
  return cases.map((errorCase) => ({ ...errorCase, error: error(errorCase.status) }));
}

/**
 * Whether any request can get the operation's 400: one with a JSON body or a required or constrained query
 * parameter can. The company typeahead's two optional string parameters admit no invalid value, and an address ID
 * is any non-empty path segment, so the error catalogue's 400 for them is never answered.
 */
export function canBeInvalid(operation: DereferencedOperation): boolean {
  const constrained = (schema: object | undefined) =>
    Object.keys(schema ?? {}).some((keyword) => !['type', 'description', 'example', 'examples'].includes(keyword)) ||
    (schema as { type?: unknown } | undefined)?.type !== 'string';
  return (
    jsonBodyOf(operation) !== undefined ||
    parametersOf(operation, 'query').some((parameter) => parameter.required || constrained(parameter.schema))
  );
}

/**
 * Every bad-input class of the error catalogue, for every operation it applies to: the cases each operation's
 * description gives (above), then what only the sample data and the operations' rules can tell: malformed business
 * IDs (404: the lookup lists no 400), typeahead and filter rules, fields the records lack.
 */
export const errorCases = (api: DescribedApi): ErrorCase[] => [
  ...api.operations.flatMap(describedCases),
  {
    name: 'company lookup: malformed business ID',
    request: get('getCompany', '/companies/1234567'),
    status: 404,
    error: 'resource not found',
  },
  {
    name: 'company lookup: VAT form',
    request: get('getCompany', '/companies/FI12345671'),
    status: 404,
    error: 'resource not found',
  },
  {
    name: 'company lookup: no company has the ID',
    request: get('getCompany', '/companies/0201256-6'),
    status: 404,
    error: 'resource not found',
  },
  companyAdvanced('limit 0', { limit: 0 }),
  companyAdvanced('limit 101', { limit: 101 }),
  companyAdvanced('limit 1.5', { limit: 1.5 }),
  companyAdvanced('limit as a string', { limit: '10' }),
  companyAdvanced('negative offset', { offset: -1 }),
  companyAdvanced('filter a number', { filter: 42 }),
  companyAdvanced('filter a list of numbers', { filter: [1] }),
  companyAdvanced('filter an object', { filter: { domicileCity: 'Espoo' } }),
  companyAdvanced('q a number', { q: 7 }),
  companyAdvanced('fields a list', { fields: ['businessId'] }),
  companyAdvanced('filter that does not parse', { filter: 'domicileCity =' }),
  companyAdvanced('filter with two conditions', { filter: 'domicileCity = "Espoo" AND sector = "other"' }),
  companyAdvanced('filter on a field the records lack', { filter: 'nickname = "x"' }),
  companyAdvanced('fields naming a field the records lack', { fields: 'businessId,nickname' }),
  addressAdvanced('no query', { limit: 20 }),
  addressAdvanced('empty query', { query: '' }),
  addressAdvanced('limit 0', { query: 'x', limit: 0 }),
  addressAdvanced('negative offset', { query: 'x', offset: -20 }),
  addressAdvanced('filters a string', { query: 'x', filters: 'postalCode = "00100"' }),
  addressAdvanced('filters of numbers', { query: 'x', filters: [100] }),
  addressAdvanced('filter that does not parse', { query: 'x', filters: ['postalCode "00100"'] }),
  addressAdvanced('fields naming a field the records lack', { query: 'x', fields: 'id,street' }),
];
