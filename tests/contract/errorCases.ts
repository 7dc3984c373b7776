import type { ContractRequest } from './requestArbitraries';

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

/** One valid request per operation, the base of the cases that break only the key or ask for a status. */
const validRequests: ContractRequest[] = [
  get('getCompany', '/companies/1234567-1'),
  get('searchCompanies', '/companies/search', { q: 'esimerkki' }),
  post('searchCompaniesAdvanced', '/companies/search/advanced', { q: 'rakennus' }),
  get('searchPostalCodes', '/postalcodes/search', { q: '00100' }),
  get('searchAddresses', '/addresses/search', { q: 'Otakaari' }),
  post('searchAddressesAdvanced', '/addresses/search/advanced', { query: 'Otakaari' }),
  get('getAddress', '/addresses/6f1c2b7e-4a1d-4c3e-9b8a-2d5e7f901234'),
];

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
/** Body-format classes that apply to both advanced searches. */
const malformedBodies = (request: ContractRequest, label: string): ErrorCase[] => [
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
  { name: `${label}: no body`, request: { ...request, body: undefined }, status: 400, error: invalid },
  { name: `${label}: a JSON array`, request: { ...request, body: [] }, status: 400, error: invalid },
  { name: `${label}: JSON null`, request: { ...request, body: null }, status: 400, error: invalid },
];

/**
 * Every bad-input class of the error catalogue, for every operation it applies to: no or a malformed key (401),
 * what a test can only ask for (403, 500, by `Prefer: code=N`), what the schemas reject (400), and unknown or
 * malformed IDs (404; for a business ID the lookup lists no 400).
 */
export const errorCases: ErrorCase[] = [
  ...validRequests.flatMap((request): ErrorCase[] => [
    {
      name: `${request.operationId}: no key`,
      request: { ...request, headers: { authorization: '' } },
      status: 401,
      error: 'invalid or missing token',
    },
    {
      name: `${request.operationId}: not a bearer key`,
      request: { ...request, headers: { authorization: 'Basic dmloamU6a2V5' } },
      status: 401,
      error: 'invalid or missing token',
    },
    {
      name: `${request.operationId}: insufficient permissions`,
      request: { ...request, headers: { prefer: 'code=403' } },
      status: 403,
      error: 'insufficient permissions',
    },
    {
      name: `${request.operationId}: server error`,
      request: { ...request, headers: { prefer: 'code=500' } },
      status: 500,
      error: request.operationId === 'searchPostalCodes' ? 'Search error' : 'internal server error',
    },
  ]),
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
  {
    name: 'address lookup: no address has the ID',
    request: get('getAddress', '/addresses/no-such-address'),
    status: 404,
    error: 'Address not found',
  },
  {
    name: 'address typeahead: no q',
    request: get('searchAddresses', '/addresses/search', { limit: '5' }),
    status: 400,
    error: invalid,
  },
  {
    name: 'address typeahead: empty q',
    request: get('searchAddresses', '/addresses/search', { q: '' }),
    status: 400,
    error: invalid,
  },
  {
    name: 'address typeahead: one-character q',
    request: get('searchAddresses', '/addresses/search', { q: 'O' }),
    status: 400,
    error: invalid,
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
  ...malformedBodies(
    post('searchCompaniesAdvanced', '/companies/search/advanced', { q: 'x' }),
    'advanced company search',
  ),
  addressAdvanced('no query', { limit: 20 }),
  addressAdvanced('empty query', { query: '' }),
  addressAdvanced('limit 0', { query: 'x', limit: 0 }),
  addressAdvanced('negative offset', { query: 'x', offset: -20 }),
  addressAdvanced('filters a string', { query: 'x', filters: 'postalCode = "00100"' }),
  addressAdvanced('filters of numbers', { query: 'x', filters: [100] }),
  addressAdvanced('filter that does not parse', { query: 'x', filters: ['postalCode "00100"'] }),
  addressAdvanced('fields naming a field the records lack', { query: 'x', fields: 'id,street' }),
  ...malformedBodies(
    post('searchAddressesAdvanced', '/addresses/search/advanced', { query: 'x' }),
    'advanced address search',
  ),
];
