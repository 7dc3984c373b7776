import type {
  Address,
  AddressProjection,
  AddressTypeahead,
  Company,
  CompanyProjection,
  CompanyTypeaheadHit,
  GetAddressResult,
  GetCompanyResult,
  PostalCodeHit,
  SearchAddressesAdvancedBody,
  SearchAddressesAdvancedResult,
  SearchAddressesParams,
  SearchAddressesResult,
  SearchCompaniesAdvancedBody,
  SearchCompaniesAdvancedResult,
  SearchCompaniesParams,
  SearchCompaniesResult,
  SearchPostalCodesParams,
  SearchPostalCodesResult,
} from '../../examples/client';
import { fieldPathsOf } from './fieldPaths';
import { type Filter, FilterSyntaxError, matchesFilter, parseFilter } from './filterExpression';
import { type Projection, ProjectionError, parseProjection, project } from './projection';
import { matchesQuery } from './textMatch';

/** The records the sample API answers from. */
export interface SampleData {
  companies: readonly Company[];
  /** Business IDs of companies that asked to be hidden from the typeahead. */
  typeaheadOptOuts: ReadonlySet<string>;
  addresses: readonly Address[];
  postalCodes: readonly PostalCodeHit[];
  /** The data attribution text of the address searches. */
  addressSource: string;
}

/** An answer: 200 with its body, or an error status with the reason (the API's own message is the caller's). */
export type SampleAnswer<Body> = { status: 200; body: Body } | { status: 400 | 404; problem: string };

/** The typeahead limits when `limit` is absent or not a whole number from 1 up: the description's example, 10. */
const typeaheadLimit = 10;
/** The advanced address search's page size when `limit` is absent: the description's example, 20. */
const addressPageSize = 20;
/** The advanced company search's defaults, from the description. */
const companyDefaults = { limit: 10, offset: 0 };

function limitOf(limit: string | undefined): number {
  return limit !== undefined && /^[1-9]\d*$/.test(limit) ? Number(limit) : typeaheadLimit;
}

/** The typeahead form of an address: the full record less its municipality number, coordinates and buildings. */
function typeaheadOf({ municipalityNumber, coordinates, buildings, ...typeahead }: Address): AddressTypeahead {
  return typeahead;
}

const typeaheadHit = (company: Company): CompanyTypeaheadHit => ({
  businessId: company.businessId,
  businessName: company.businessName,
  auxiliaryNames: company.auxiliaryNames,
  vihjeRating: 'color' in company.vihjeRating ? company.vihjeRating.color : null,
  parallelNames: company.parallelNames,
});

const companyNames = (company: Company) => [
  company.businessName,
  company.businessId,
  ...company.auxiliaryNames,
  ...company.parallelNames,
];
const addressTexts = (address: Address) => [
  address.addressFin,
  address.addressSwe,
  address.postalCode,
  address.postalOfficeFin,
  address.postalOfficeSwe,
];

/** The filters and projection of an advanced search, or the reason they cannot apply. */
function parseRefinements(
  expressions: readonly string[],
  fields: string | undefined,
  known: ReadonlySet<string>,
): { filters: Filter[]; projection: Projection | null } | { problem: string } {
  try {
    const filters = expressions.map(parseFilter);
    const unknown = filters.find((filter) => !known.has(filter.path));
    if (unknown) return { problem: `filter on "${unknown.path}": the records have no such field` };
    return { filters, projection: fields === undefined ? null : parseProjection(fields, known) };
  } catch (error) {
    if (error instanceof FilterSyntaxError || error instanceof ProjectionError) return { problem: error.message };
    throw error;
  }
}

/** Milliseconds since `start`, whole, as `processingTimeMs`. */
const since = (start: number) => Math.round(performance.now() - start);

/**
 * The seven operations of the Vihje API over sample data: typeahead matching, filter expressions, `fields`
 * projection, `limit`/`offset` paging with `hasMore`, the typeahead's hiding of black-rated and opted-out companies.
 * Inputs are expected to be valid by the API description (the caller validates them against it); what the description
 * cannot check, a filter that does not parse or a field the records lack, is answered with 400 here.
 */
export function createSampleApi(data: SampleData) {
  const companyFields = fieldPathsOf(data.companies);
  const addressFields = fieldPathsOf(data.addresses);

  return {
    getCompany(businessId: string): SampleAnswer<GetCompanyResult> {
      const company = data.companies.find((candidate) => candidate.businessId === businessId);
      return company
        ? { status: 200, body: company }
        : { status: 404, problem: `no company has business ID ${businessId}` };
    },

    searchCompanies({ q = '', limit }: SearchCompaniesParams = {}): SampleAnswer<SearchCompaniesResult> {
      const start = performance.now();
      const hits = data.companies
        .filter((company) => !data.typeaheadOptOuts.has(company.businessId))
        .map(typeaheadHit)
        .filter((hit) => hit.vihjeRating !== 'black')
        .filter((hit) =>
          matchesQuery(q, [hit.businessName, hit.businessId, ...hit.auxiliaryNames, ...hit.parallelNames]),
        );
      return {
        status: 200,
        body: { hits: hits.slice(0, limitOf(limit)), estimatedTotalHits: hits.length, processingTimeMs: since(start) },
      };
    },

    searchCompaniesAdvanced(body: SearchCompaniesAdvancedBody): SampleAnswer<SearchCompaniesAdvancedResult> {
      const start = performance.now();
      const { q = '', filter = [], fields, limit = companyDefaults.limit, offset = companyDefaults.offset } = body;
      const refinements = parseRefinements(typeof filter === 'string' ? [filter] : filter, fields, companyFields);
      if ('problem' in refinements) return { status: 400, problem: refinements.problem };
      const { filters, projection } = refinements;
      const matches = data.companies.filter(
        (company) => matchesQuery(q, companyNames(company)) && filters.every((f) => matchesFilter(company, f)),
      );
      const page = matches.slice(offset, offset + limit);
      return {
        status: 200,
        body: {
          hits: projection ? page.map((company) => project(company, projection) as CompanyProjection) : page,
          query: q,
          processingTimeMs: since(start),
          limit,
          offset,
          estimatedTotalHits: matches.length,
        },
      };
    },

    searchPostalCodes({ q = '', limit }: SearchPostalCodesParams = {}): SampleAnswer<SearchPostalCodesResult> {
      const start = performance.now();
      const hits = data.postalCodes.filter((hit) =>
        matchesQuery(q, [
          hit.postcode,
          hit.postcodeFiName,
          hit.postcodeSvName,
          hit.postcodeAbbrFi,
          hit.postcodeAbbrSv,
          hit.municipalNameFi,
          hit.municipalNameSv,
        ]),
      );
      return {
        status: 200,
        body: { hits: hits.slice(0, limitOf(limit)), estimatedTotalHits: hits.length, processingTimeMs: since(start) },
      };
    },

    searchAddresses({ q, limit }: SearchAddressesParams): SampleAnswer<SearchAddressesResult> {
      const start = performance.now();
      const hits = data.addresses.filter((address) => matchesQuery(q, addressTexts(address)));
      return {
        status: 200,
        body: {
          hits: hits.slice(0, limitOf(limit)).map(typeaheadOf),
          estimatedTotalHits: hits.length,
          processingTimeMs: since(start),
          source: data.addressSource,
        },
      };
    },

    searchAddressesAdvanced(body: SearchAddressesAdvancedBody): SampleAnswer<SearchAddressesAdvancedResult> {
      const start = performance.now();
      const { query, filters: expressions = [], fields, limit = addressPageSize, offset = 0 } = body;
      const refinements = parseRefinements(expressions, fields, addressFields);
      if ('problem' in refinements) return { status: 400, problem: refinements.problem };
      const { filters, projection } = refinements;
      const matches = data.addresses.filter(
        (address) => matchesQuery(query, addressTexts(address)) && filters.every((f) => matchesFilter(address, f)),
      );
      const page = matches.slice(offset, offset + limit);
      return {
        status: 200,
        body: {
          hits: projection ? page.map((address) => project(address, projection) as AddressProjection) : page,
          estimatedTotalHits: matches.length,
          processingTimeMs: since(start),
          query,
          limit,
          offset,
          hasMore: offset + page.length < matches.length,
          source: data.addressSource,
        },
      };
    },

    getAddress(id: string): SampleAnswer<GetAddressResult> {
      const address = data.addresses.find((candidate) => candidate.id === id);
      return address ? { status: 200, body: address } : { status: 404, problem: `no address has ID ${id}` };
    },
  };
}

/** The sample API: what each operation answers. */
export type SampleApi = ReturnType<typeof createSampleApi>;
