import { createSampleApi, type SampleAnswer, type SampleData } from '../behaviour/createSampleApi';
import type { DescribedOperation } from './describedOperations';
import type { OperationValidators } from './requestValidation';

/** A request as the sample server reads it. */
export interface SampleRequest {
  method: string;
  /** The path, without the query or the server's base path. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as sent; empty when there is none. */
  body: string;
}

/** What the sample server answers: a status, a JSON body and any headers beyond the common ones. */
export interface SampleResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the sample server is made of. */
export interface SampleServerOptions {
  /** The description's operations (`describeOperations`). */
  operations: readonly DescribedOperation[];
  /** Each operation's request validators, by operation id. */
  validators: Readonly<Record<string, OperationValidators>>;
  /** The records it answers from. */
  data: SampleData;
  /** Where the reason for every 4xx goes. */
  log?: (line: string) => void;
}

/** The first of `statuses` the operation lists, with its documented example body; 500 when it lists none. */
function documentedAnswer(operation: DescribedOperation, statuses: readonly number[]): SampleResponse {
  const status = statuses.find((candidate) => String(candidate) in operation.responses) ?? 500;
  return { status, body: operation.responses[String(status)] ?? { error: 'internal server error' } };
}

/**
 * The answer `Prefer: code=N` asks for (the convention of the Prism mock server), or `null` to answer the request
 * itself (no Prefer, or N = 200). A status the operation does not list gets a 500 that says so: the sample server
 * never answers with an undocumented status.
 */
function preferredAnswer(operation: DescribedOperation, request: SampleRequest): SampleResponse | null {
  const match = /(?:^|[,;\s])code=(\d{3})\b/.exec(request.headers.prefer ?? '');
  const status = match ? Number(match[1]) : null;
  if (status === null || status === 200) return null;
  if (String(status) in operation.responses) return { status, body: operation.responses[String(status)] };
  const documented = Object.keys(operation.responses).join(', ');
  return {
    status: 500,
    body: { error: `Prefer: code=${status} is not documented for ${operation.operationId} (${documented})` },
  };
}

/** The statuses an invalid request gets, in order of preference: 400, or 404 where a lookup lists no 400. */
const invalidRequest = [400, 404];

/** The path parameters when `path` fits the operation's template, else `null`. */
function matchPath(template: string, path: string): Record<string, string> | null {
  const wanted = template.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index] ?? '';
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name === undefined) {
      if (part !== value) return null;
    } else {
      if (value === '') return null;
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return params;
}

/** Literal segments first: `/companies/search` is not a business ID for `/companies/{businessId}`. */
const literalSegments = (template: string) => template.split('/').filter((part) => !part.startsWith('{')).length;

type Route =
  | { kind: 'operation'; operation: DescribedOperation; pathParams: Record<string, string> }
  | { kind: 'notFound' }
  | { kind: 'methodNotAllowed' };

function route(operations: readonly DescribedOperation[], method: string, rawPath: string): Route {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const matches = operations
    .map((operation) => ({ operation, pathParams: matchPath(operation.path, path) }))
    .filter((match): match is { operation: DescribedOperation; pathParams: Record<string, string> } =>
      Boolean(match.pathParams),
    )
    .sort((a, b) => literalSegments(b.operation.path) - literalSegments(a.operation.path));
  if (matches.length === 0) return { kind: 'notFound' };
  const fitting = matches.filter((match) => match.operation.method === method);
  const best = fitting[0];
  if (!best) return { kind: 'methodNotAllowed' };
  return { kind: 'operation', ...best };
}

/**
 * The request's problems against the description, or none: its parameters (the ones the operation describes, the
 * first value of each) and, where it takes one, its body, which must be JSON of a media type it lists.
 */
function validationProblems(
  operation: DescribedOperation,
  validators: OperationValidators,
  params: { path: Record<string, string>; query: Record<string, string> },
  request: SampleRequest,
): string[] {
  const problems: string[] = [];
  // The validator coerces in place: it gets a copy, the sample API the text as sent.
  if (!validators.params(structuredClone(params))) {
    for (const error of validators.params.errors ?? []) problems.push(`${error.instancePath} ${error.message}`);
  }
  if (operation.bodyMediaTypes.length === 0) return problems;
  const contentType = request.headers['content-type'] ?? '(none)';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!operation.bodyMediaTypes.includes(mediaType) || request.body === '') {
    if (!operation.bodyRequired) return problems;
    problems.push(
      request.body === ''
        ? 'the request has no body'
        : `content type ${contentType} is not one the operation takes (${operation.bodyMediaTypes.join(', ')})`,
    );
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch (error) {
    problems.push(`the body is not JSON: ${error instanceof Error ? error.message : error}`);
    return problems;
  }
  if (validators.body && !validators.body(body)) {
    for (const error of validators.body.errors ?? []) problems.push(`body${error.instancePath} ${error.message}`);
  }
  return problems;
}

/**
 * The Vihje API over sample data, as one function from request to response, used alike by the mock server
 * (`npm run mock`), the in-browser sandbox and `fixtureFetch`. A request is routed to an operation of the
 * description (404 JSON for an unknown path, 405 for a method it does not take), needs a bearer key (any will do)
 * where the operation is secured, and is validated against the description's schemas; the sample API answers valid
 * requests. Every answer's status is one the operation lists.
 */
export function createSampleServer({ operations, validators, data, log = () => {} }: SampleServerOptions) {
  const sampleApi = createSampleApi(data);
  // A body reaches an answer only after it was validated against the operation's schema.
  const body = <Body>(request: SampleRequest) => JSON.parse(request.body) as Body;
  const answers: Record<
    string,
    (query: Record<string, string>, path: Record<string, string>, request: SampleRequest) => SampleAnswer<unknown>
  > = {
    getCompany: (_query, path) => sampleApi.getCompany(path.businessId ?? ''),
    searchCompanies: (query) => sampleApi.searchCompanies(query),
    searchCompaniesAdvanced: (_query, _path, request) => sampleApi.searchCompaniesAdvanced(body(request)),
    searchPostalCodes: (query) => sampleApi.searchPostalCodes(query),
    searchAddresses: (query) => sampleApi.searchAddresses({ q: query.q ?? '', limit: query.limit }),
    searchAddressesAdvanced: (_query, _path, request) => sampleApi.searchAddressesAdvanced(body(request)),
    getAddress: (_query, path) => sampleApi.getAddress(path.id ?? ''),
  };

  return function handle(request: SampleRequest): SampleResponse {
    const method = request.method.toUpperCase();
    const where = `${method} ${request.path}`;
    const found = route(operations, method, request.path);
    if (found.kind === 'notFound') return { status: 404, body: { error: 'resource not found' } };
    if (found.kind === 'methodNotAllowed') {
      return { status: 405, body: { error: `${method} is not allowed on ${request.path}` } };
    }
    const { operation, pathParams } = found;
    if (operation.secured && !/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      return documentedAnswer(operation, [401]);
    }

    // The query parameters the operation describes, first value of each. Others are ignored, as most HTTP APIs do.
    const described = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    const query: Record<string, string> = {};
    for (const [name, value] of request.query) {
      if (!described.has(name)) log(`sample server: ignored query parameter "${name}" of ${where}`);
      else if (!(name in query)) query[name] = value;
    }

    const operationValidators = validators[operation.operationId];
    if (!operationValidators) throw new Error(`no request validators for ${operation.operationId}`);
    const problems = validationProblems(operation, operationValidators, { path: pathParams, query }, request);
    const preferred = preferredAnswer(operation, request);
    if (preferred) return preferred;
    if (problems.length > 0) {
      const answer = documentedAnswer(operation, invalidRequest);
      log(`sample server: ${answer.status} for ${where}: ${problems.join('; ')}`);
      return answer;
    }

    const answer = answers[operation.operationId];
    if (!answer) {
      log(`sample server: no sample answer for ${operation.operationId} (examples/sampleServer/createSampleServer.ts)`);
      return documentedAnswer(operation, [500]);
    }
    const result = answer(query, pathParams, request);
    if (result.status === 200) return { status: 200, body: result.body };
    log(`sample server: ${result.status} for ${where}: ${result.problem}`);
    return documentedAnswer(operation, result.status === 400 ? invalidRequest : [404]);
  };
}

/** The sample server's request handler. */
export type SampleServer = ReturnType<typeof createSampleServer>;
