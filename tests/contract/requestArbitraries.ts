import fc, { type Arbitrary } from 'fast-check';
import { fieldPathsOf } from '../../sampleApi/behaviour/fieldPaths';
import { sampleData } from '../../sampleApi/data/sampleData';
import type { DescribedApi } from './describedApi';
import { type ContractRequest, documentedRequest, requestFromSchemas } from './describedRequests';

const words = (texts: ReadonlyArray<string | null>) =>
  [...new Set(texts.flatMap((text) => (text ?? '').split(/[\s,]+/)).filter((word) => word.length >= 2))].sort();

/** Words of the sample records, so that generated searches also find something. */
const companyWords = words(sampleData.companies.flatMap((c) => [c.businessName, c.businessId, ...c.parallelNames]));
const addressWords = words(
  sampleData.addresses.flatMap((a) => [a.addressFin, a.addressSwe, a.postalCode, a.postalOfficeFin]),
);
const postalWords = words(sampleData.postalCodes.flatMap((p) => [p.postcode, p.postcodeFiName, p.municipalNameSv]));

/** Filter expressions over fields and values the records have: every one parses and names a known field. */
function filterExpressions(records: readonly object[]): Arbitrary<string> {
  const paths = [...fieldPathsOf(records)].sort();
  const scalars = records.flatMap((record) =>
    Object.entries(record).filter((entry): entry is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );
  const literal = (value: string | number | boolean) =>
    typeof value === 'string' ? JSON.stringify(value) : String(value);
  return fc.oneof(
    fc
      .constantFrom(...scalars)
      .chain(([field, value]) =>
        fc.constantFrom(
          `${field} = ${literal(value)}`,
          `${field} != ${literal(value)}`,
          `${field} IN [${literal(value)}, "x"]`,
          `${field} NOT IN [${literal(value)}]`,
          typeof value === 'number' ? `${field} ${value - 5} TO ${value + 5}` : `${field} >= ${literal(value)}`,
          typeof value === 'string'
            ? `${field} STARTS WITH ${literal(value.slice(0, 2))}`
            : `${field} < ${literal(value)}`,
          typeof value === 'string' ? `${field} NOT CONTAINS "zz"` : `${field} <= ${literal(value)}`,
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(...paths),
        fc.constantFrom('EXISTS', 'NOT EXISTS', 'IS NULL', 'IS NOT NULL', 'IS EMPTY', 'IS NOT EMPTY'),
      )
      .map(([path, op]) => `${path} ${op}`),
  );
}

const fieldLists = (records: readonly object[]) =>
  fc.subarray([...fieldPathsOf(records)].sort(), { minLength: 1, maxLength: 5 }).map((paths) => paths.join(','));

const limitString = fc.oneof(fc.integer({ min: 1, max: 30 }).map(String), fc.string({ maxLength: 4 }));

/**
 * Valid requests for every operation. `fromSchema`: parameters and bodies drawn from each operation's own schemas
 * (any string where it says string), answered 200, or 400/404 where only the data can tell (an unknown ID, a filter
 * that does not parse). `meaningful`: each operation's documented request, and for the operations below the same
 * schemas with strings from the sample data (names, IDs, filter expressions over real fields, projections of real
 * fields), which must all be answered 200.
 */
export function validRequests(api: DescribedApi) {
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
  const companyPools = {
    q: fc.constantFrom(...companyWords),
    filter: filterExpressions(sampleData.companies),
    fields: fieldLists(sampleData.companies),
  };
  const addressPools = {
    query: fc.constantFrom(...addressWords),
    filters: fc.array(filterExpressions(sampleData.addresses), { maxLength: 2 }),
    fields: fieldLists(sampleData.addresses),
  };

  const fromSchema: Arbitrary<ContractRequest> = fc.oneof(...api.operations.map(requestFromSchemas));

  const optionalQuery = (pool: string[]) =>
    fc.record({ q: fc.constantFrom(...pool), limit: limitString }, { requiredKeys: [] }) as Arbitrary<
      Record<string, string>
    >;
  const meaningful: Arbitrary<ContractRequest> = fc.oneof(
    fc.constantFrom(...api.operations.map(documentedRequest)),
    fc
      .constantFrom(...sampleData.companies.map((c) => c.businessId))
      .map((id) => get('getCompany', `/companies/${id}`)),
    optionalQuery(companyWords).map((query) => get('searchCompanies', '/companies/search', query)),
    fc
      .record(
        {
          q: fc.constantFrom('', ...companyWords),
          filter: fc.oneof(companyPools.filter, fc.array(companyPools.filter, { maxLength: 3 })),
          fields: companyPools.fields,
          limit: fc.integer({ min: 1, max: 100 }),
          offset: fc.integer({ min: 0, max: 25 }),
        },
        { requiredKeys: [] },
      )
      .map((body) => post('searchCompaniesAdvanced', '/companies/search/advanced', body)),
    optionalQuery(postalWords).map((query) => get('searchPostalCodes', '/postalcodes/search', query)),
    fc
      .record({ q: fc.constantFrom(...addressWords), limit: limitString }, { requiredKeys: ['q'] })
      .map((query) => get('searchAddresses', '/addresses/search', query as Record<string, string>)),
    fc
      .record(
        {
          query: addressPools.query,
          filters: addressPools.filters,
          fields: addressPools.fields,
          limit: fc.integer({ min: 1, max: 25 }),
          offset: fc.integer({ min: 0, max: 25 }),
        },
        { requiredKeys: ['query'] },
      )
      .map((body) => post('searchAddressesAdvanced', '/addresses/search/advanced', body)),
    fc.constantFrom(...sampleData.addresses.map((a) => a.id)).map((id) => get('getAddress', `/addresses/${id}`)),
  );
  return { fromSchema, meaningful };
}
