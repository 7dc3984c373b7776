import type { Context, Handler, Operation } from 'openapi-backend';
import type { SampleAnswer, SampleApi } from '../sampleApi/createSampleApi';
import { documentedExample, lists } from './loadDescription';

/** What the mock sends: a status, a JSON body and any headers beyond the common ones. */
export interface MockAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The first of `statuses` the operation lists, with its documented example body; 500 when it lists none of them. */
function documentedAnswer(operation: Operation, statuses: number[]): MockAnswer {
  const status = statuses.find((candidate) => lists(operation, candidate)) ?? 500;
  return { status, body: documentedExample(operation, status) ?? { error: 'internal server error' } };
}

/** `Prefer: code=N` asks for the documented example of status N (the convention of the Prism mock server). */
function preferredStatus(context: Context): number | null {
  const match = /(?:^|[,;\s])code=(\d{3})\b/.exec(String(context.request.headers.prefer ?? ''));
  return match ? Number(match[1]) : null;
}

/**
 * The answer `Prefer: code=N` asks for, or `null` to answer the request itself (no Prefer, or N = 200). A status the
 * operation does not list gets a 500 that says so: the mock never answers with an undocumented status.
 */
function preferredAnswer(context: Context): MockAnswer | null {
  const status = preferredStatus(context);
  if (status === null || status === 200) return null;
  const { operation } = context;
  if (lists(operation, status)) return { status, body: documentedExample(operation, status) };
  const documented = Object.keys(operation.responses ?? {}).join(', ');
  return {
    status: 500,
    body: { error: `Prefer: code=${status} is not documented for ${operation.operationId} (${documented})` },
  };
}

/** The statuses an invalid request gets, in order of preference: 400, or 404 where a lookup lists no 400. */
const invalidRequest = [400, 404];

/** The reasons the validator gave, one line. */
function validationReasons(context: Context): string {
  const errors = context.validation.errors ?? [];
  const reasons = errors.map((error) => `${error.instancePath || 'request'} ${error.message ?? error.keyword}`);
  const mediaType = String(context.request.headers['content-type'] ?? '(none)');
  const takes = Object.keys((context.operation.requestBody as { content?: object } | undefined)?.content ?? {});
  if (takes.length > 0 && !takes.includes(mediaType.split(';')[0]?.trim().toLowerCase() ?? '')) {
    reasons.unshift(`content type ${mediaType} is not one the operation takes (${takes.join(', ')})`);
  }
  return reasons.join('; ');
}

/**
 * The handlers of openapi-backend's request flow (route → `apiKeyAuth` → validation → operation), each answering
 * with a status the description lists for the operation. `log` receives the reason for every 4xx.
 */
export function createHandlers(sampleApi: SampleApi, log: (line: string) => void): Record<string, Handler> {
  const where = (context: Context) => `${context.request.method.toUpperCase()} ${context.request.path}`;

  /** An operation's handler: Prefer first, then the sample API's answer, its 400 and 404 mapped to listed statuses. */
  const operation =
    (answer: (context: Context) => SampleAnswer<unknown>): Handler =>
    (context) => {
      const preferred = preferredAnswer(context);
      if (preferred) return preferred;
      const result = answer(context);
      if (result.status === 200) return { status: 200, body: result.body };
      log(`mock: ${result.status} for ${where(context)}: ${result.problem}`);
      return documentedAnswer(context.operation, result.status === 400 ? invalidRequest : [404]);
    };

  const query = (context: Context) => context.request.query as Record<string, string | undefined>;
  const param = (context: Context, name: string) => String(context.request.params[name]);

  return {
    getCompany: operation((c) => sampleApi.getCompany(param(c, 'businessId'))),
    searchCompanies: operation((c) => sampleApi.searchCompanies(query(c))),
    searchCompaniesAdvanced: operation((c) => sampleApi.searchCompaniesAdvanced(c.request.requestBody)),
    searchPostalCodes: operation((c) => sampleApi.searchPostalCodes(query(c))),
    searchAddresses: operation((c) => sampleApi.searchAddresses({ q: query(c).q ?? '', limit: query(c).limit })),
    searchAddressesAdvanced: operation((c) => sampleApi.searchAddressesAdvanced(c.request.requestBody)),
    getAddress: operation((c) => sampleApi.getAddress(param(c, 'id'))),

    unauthorizedHandler: (context) => documentedAnswer(context.operation, [401]),
    validationFail: (context) => {
      const preferred = preferredAnswer(context);
      if (preferred) return preferred;
      const answer = documentedAnswer(context.operation, invalidRequest);
      log(`mock: ${answer.status} for ${where(context)}: ${validationReasons(context)}`);
      return answer;
    },
    notFound: () => ({ status: 404, body: { error: 'resource not found' } }),
    methodNotAllowed: (context) => ({
      status: 405,
      body: { error: `${context.request.method.toUpperCase()} is not allowed on ${context.request.path}` },
    }),
  };
}
