import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyObj = Record<string, any>;

const specUrl = new URL('../../openapi/openapi.yaml', import.meta.url);
const source = readFileSync(specUrl, 'utf8');
/** The document as written (with $ref pointers), never handed to swagger-parser (which mutates). */
const raw: AnyObj = parse(source);
/** The fully dereferenced document. */
const api: AnyObj = (await SwaggerParser.dereference(structuredClone(raw) as any)) as AnyObj;

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);

// ---------------------------------------------------------------------------
// Inventory derived from the product specification (sections 3, 5, 6, 7, 8, 9)
// ---------------------------------------------------------------------------

/** The product specification's operations; the description may describe more, which the generic checks cover. */
const OPERATIONS = [
  { method: 'get', path: '/companies/{businessId}', operationId: 'getCompany', tag: 'Companies' },
  { method: 'get', path: '/companies/search', operationId: 'searchCompanies', tag: 'Companies' },
  { method: 'post', path: '/companies/search/advanced', operationId: 'searchCompaniesAdvanced', tag: 'Companies' },
  { method: 'get', path: '/postalcodes/search', operationId: 'searchPostalCodes', tag: 'Postal codes' },
  { method: 'get', path: '/addresses/search', operationId: 'searchAddresses', tag: 'Addresses' },
  { method: 'post', path: '/addresses/search/advanced', operationId: 'searchAddressesAdvanced', tag: 'Addresses' },
  { method: 'get', path: '/addresses/{id}', operationId: 'getAddress', tag: 'Addresses' },
] as const;

const ADDRESS_TYPEAHEAD_FIELDS = [
  'id',
  'addressFin',
  'addressSwe',
  'addressNameFin',
  'addressNameSwe',
  'numberPartOfAddressNumber',
  'postalCode',
  'postalOfficeFin',
  'postalOfficeSwe',
  'domicileCode',
  'country',
];

const ENTITY_FIELDS: Record<string, string[]> = {
  Company: [
    'id',
    'businessId',
    'vatId',
    'businessName',
    'auxiliaryNames',
    'parallelNames',
    'operationalStatus',
    'statusAsOf',
    'statusDescription',
    'countryCode',
    'languageCode',
    'domicileCity',
    'domicileCode',
    'industryDescription',
    'industryAsOf',
    'tol2008Code',
    'legalForm',
    'legalFormCode',
    'legalFormAsOf',
    'sector',
    'establishmentDate',
    'otherAddress',
    'website',
    'domain',
    'phoneNumber',
    'register',
    'eInvoiceAddress',
    'vihjeRating',
  ],
  CompanyOtherAddress: ['city', 'poBox', 'source', 'street', 'careOf', 'country', 'postalCode', 'addressType'],
  CompanyWebsite: ['name', 'source', 'content', 'website', 'registered', 'description', 'websiteType', 'websiteStatus'],
  CompanyDomain: ['domain', 'source', 'description'],
  CompanyPhoneNumber: ['source', 'numberType', 'countryCode', 'phoneNumber'],
  CompanyRegister: ['asOf', 'registry', 'authority', 'registered', 'registerId', 'registrationStatusDescription'],
  CompanyEInvoiceAddress: [
    'public',
    'address',
    'sending',
    'receiving',
    'attachments',
    'businessId',
    'operatorId',
    'addressName',
    'addressType',
    'lastUpdated',
    'operatorName',
    'primaryReceivingAddress',
  ],
  CompanyTypeaheadHit: ['businessId', 'businessName', 'auxiliaryNames', 'vihjeRating', 'parallelNames'],
  PostalCodeHit: [
    'date',
    'postcode',
    'postcodeFiName',
    'postcodeSvName',
    'postcodeAbbrFi',
    'postcodeAbbrSv',
    'validFrom',
    'typeCode',
    'adAreaCode',
    'adAreaFi',
    'adAreaSv',
    'municipalCode',
    'municipalNameFi',
    'municipalNameSv',
    'municipalLanguageRatioCode',
    'country',
  ],
  AddressTypeahead: ADDRESS_TYPEAHEAD_FIELDS,
  Address: [...ADDRESS_TYPEAHEAD_FIELDS, 'municipalityNumber', 'coordinates', 'buildings'],
  Coordinates: ['longitude', 'latitude'],
  Building: [
    'id',
    'buildingKey',
    'permanentBuildingIdentifier',
    'propertyIdentifier',
    'completionDate',
    'demolitionDate',
    'mainPurpose',
    'usageStatus',
    'facadeMaterial',
    'heatingMethod',
    'heatingEnergySource',
    'materialLoadBearing',
    'constructionMethod',
    'protectionMethod',
    'volume',
    'numberOfStoreys',
    'grossFloorArea',
    'totalArea',
    'floorArea',
    'apartmentCount',
    'isAccessible',
    'votingDistrictNumber',
    'cultureHistoricalSignificance',
    'coordinates',
    'pointLocationSrid',
    'modifiedTimestampUtc',
    'createdAt',
    'updatedAt',
  ],
  CodeDescription: ['id', 'descriptionFi', 'descriptionSv', 'descriptionEn'],
};

const VIHJE_RATING_FIELDS = ['asOf', 'color', 'reason', 'reasonCode'];

const CODE_DESCRIPTION_FIELDS = [
  'mainPurpose',
  'usageStatus',
  'facadeMaterial',
  'heatingMethod',
  'heatingEnergySource',
  'materialLoadBearing',
  'constructionMethod',
  'protectionMethod',
];

/** Fields that must accept null; every other entity field must reject it. */
const NULLABLE: Record<string, string[]> = {
  AddressTypeahead: ['addressSwe', 'addressNameSwe'],
  Address: ['addressSwe', 'addressNameSwe', 'coordinates'],
  Building: ['demolitionDate', 'protectionMethod', 'isAccessible', 'cultureHistoricalSignificance'],
  CodeDescription: ['descriptionEn'],
  CompanyTypeaheadHit: ['vihjeRating'],
};
/** Nullable scalars must use OpenAPI 3.1 type arrays. */
const NULLABLE_TYPE_ARRAYS: Record<string, Record<string, string[]>> = {
  AddressTypeahead: { addressSwe: ['string', 'null'], addressNameSwe: ['string', 'null'] },
  Building: {
    demolitionDate: ['string', 'null'],
    isAccessible: ['boolean', 'null'],
    cultureHistoricalSignificance: ['string', 'null'],
  },
  CodeDescription: { descriptionEn: ['string', 'null'] },
  CompanyTypeaheadHit: { vihjeRating: ['string', 'null'] },
};

const BOOLEAN_FIELDS: Record<string, string[]> = {
  Company: ['operationalStatus'],
  CompanyOtherAddress: ['poBox'],
  CompanyRegister: ['registered'],
  CompanyEInvoiceAddress: ['public', 'sending', 'receiving', 'attachments', 'primaryReceivingAddress'],
  Building: ['isAccessible'],
};
const NUMBER_FIELDS: Record<string, string[]> = {
  AddressTypeahead: ['numberPartOfAddressNumber'],
  Address: ['numberPartOfAddressNumber'],
  Coordinates: ['longitude', 'latitude'],
  Building: ['volume', 'numberOfStoreys', 'grossFloorArea', 'totalArea', 'floorArea', 'apartmentCount'],
};
const ARRAY_FIELDS: Record<string, string[]> = {
  Company: [
    'auxiliaryNames',
    'parallelNames',
    'otherAddress',
    'website',
    'domain',
    'phoneNumber',
    'register',
    'eInvoiceAddress',
  ],
  CompanyTypeaheadHit: ['auxiliaryNames', 'parallelNames'],
  Address: ['buildings'],
};
const OBJECT_FIELDS: Record<string, string[]> = {
  Company: ['vihjeRating'],
  Address: ['coordinates'],
  Building: [...CODE_DESCRIPTION_FIELDS, 'coordinates'],
};
const FORMATS: Record<string, Record<string, string>> = {
  Company: { statusAsOf: 'date', industryAsOf: 'date', legalFormAsOf: 'date', establishmentDate: 'date' },
  CompanyWebsite: { website: 'uri' },
  CompanyRegister: { asOf: 'date' },
  CompanyEInvoiceAddress: { lastUpdated: 'date-time' },
  PostalCodeHit: { date: 'date', validFrom: 'date' },
  Building: {
    completionDate: 'date',
    demolitionDate: 'date',
    modifiedTimestampUtc: 'date-time',
    createdAt: 'date-time',
    updatedAt: 'date-time',
  },
};

const COMPANY_ITEM_SCHEMAS: Record<string, string> = {
  otherAddress: 'CompanyOtherAddress',
  website: 'CompanyWebsite',
  domain: 'CompanyDomain',
  phoneNumber: 'CompanyPhoneNumber',
  register: 'CompanyRegister',
  eInvoiceAddress: 'CompanyEInvoiceAddress',
};

const SECTORS = [
  'associations_and_foundations',
  'finance_and_insurance_sector',
  'limited_liability_business',
  'living',
  'other',
  'personal_liability_business',
  'private_sector',
  'prominent_associations_and_foundations',
  'public_sector',
];

const FILTER_OPERATIONS = [
  '=',
  '!=',
  '>=',
  '>',
  '<=',
  '<',
  'IN',
  'NOT IN',
  'TO',
  'EXISTS',
  'NOT EXISTS',
  'IS NULL',
  'IS NOT NULL',
  'IS EMPTY',
  'IS NOT EMPTY',
  'CONTAINS',
  'NOT CONTAINS',
  'STARTS WITH',
  'NOT STARTS WITH',
];

/** Error status codes per operation (spec §8 error catalogue). */
const ERRORS: Record<string, string[]> = {
  getCompany: ['401', '403', '404', '500'],
  searchCompanies: ['400', '401', '403', '500'],
  searchCompaniesAdvanced: ['400', '401', '403', '500'],
  searchPostalCodes: ['401', '403', '500'],
  searchAddresses: ['400', '401', '403', '500'],
  searchAddressesAdvanced: ['400', '401', '403', '500'],
  getAddress: ['400', '401', '403', '404', '500'],
};

const REUSABLE_ERRORS: Record<string, { status: string; message: string }> = {
  BadRequest: { status: '400', message: 'invalid request format' },
  Unauthorized: { status: '401', message: 'invalid or missing token' },
  Forbidden: { status: '403', message: 'insufficient permissions' },
  NotFound: { status: '404', message: 'resource not found' },
  InternalServerError: { status: '500', message: 'internal server error' },
};

/** 200 response: component schema, its fields, and the component schema of its hits (if any). */
/** The 200 body of each operation; the advanced searches' hits are full records or, with `fields`, projections. */
const SUCCESS: Record<string, { schema: string; fields?: string[]; hits?: string; projection?: string }> = {
  getCompany: { schema: 'Company' },
  searchCompanies: {
    schema: 'CompanySearchResponse',
    fields: ['hits', 'estimatedTotalHits', 'processingTimeMs'],
    hits: 'CompanyTypeaheadHit',
  },
  searchCompaniesAdvanced: {
    schema: 'CompanyAdvancedSearchResponse',
    fields: ['hits', 'query', 'processingTimeMs', 'limit', 'offset', 'estimatedTotalHits'],
    hits: 'Company',
    projection: 'CompanyProjection',
  },
  searchPostalCodes: {
    schema: 'PostalCodeSearchResponse',
    fields: ['hits', 'estimatedTotalHits', 'processingTimeMs'],
    hits: 'PostalCodeHit',
  },
  searchAddresses: {
    schema: 'AddressSearchResponse',
    fields: ['hits', 'estimatedTotalHits', 'processingTimeMs', 'source'],
    hits: 'AddressTypeahead',
  },
  searchAddressesAdvanced: {
    schema: 'AddressAdvancedSearchResponse',
    fields: ['hits', 'estimatedTotalHits', 'processingTimeMs', 'query', 'limit', 'offset', 'hasMore', 'source'],
    hits: 'Address',
    projection: 'AddressProjection',
  },
  getAddress: { schema: 'Address' },
};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation the description has, in the inventory or not. */
const DESCRIBED: { method: string; path: string; operationId: string }[] = Object.entries<AnyObj>(raw.paths).flatMap(
  ([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operationId: item[method].operationId as string,
    })),
);

/** Follows a local $ref in the raw document (repeatedly). */
function resolveRaw(node: any): any {
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    expect(ref.startsWith('#/'), `only local refs expected, got ${ref}`).toBe(true);
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((acc: any, key) => (acc == null ? undefined : acc[key]), raw);
    expect(current, `unresolvable ref ${ref}`).toBeDefined();
  }
  return current;
}

const refTo = (name: string) => `#/components/schemas/${name}`;

function rawOp(path: string, method: string): AnyObj {
  return raw.paths[path][method];
}
function derefOp(path: string, method: string): AnyObj {
  return api.paths[path][method];
}

/** The spec's field list for an entity; a typo in a test name fails loudly instead of comparing with undefined. */
function entityFields(name: string): string[] {
  const fields = ENTITY_FIELDS[name];
  if (!fields) throw new Error(`no field inventory for ${name}`);
  return fields;
}

/** All properties of a dereferenced object schema, merging allOf branches. */
function properties(schema: AnyObj): Record<string, AnyObj> {
  const props: Record<string, AnyObj> = { ...(schema.properties ?? {}) };
  for (const part of schema.allOf ?? []) Object.assign(props, properties(part));
  return props;
}
/** All required names of a dereferenced object schema, merging allOf branches. */
function requiredOf(schema: AnyObj): string[] {
  const req = [...(schema.required ?? [])];
  for (const part of schema.allOf ?? []) req.push(...requiredOf(part));
  return req;
}

function typesOf(schema: AnyObj): string[] {
  if (schema.type === undefined) {
    const branches = schema.oneOf ?? schema.anyOf;
    return branches ? branches.flatMap((b: AnyObj) => typesOf(b)) : [];
  }
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}
const nonNullTypes = (schema: AnyObj) => [...new Set(typesOf(schema).filter((t) => t !== 'null'))];

function validator(schema: AnyObj) {
  return ajv.compile(schema);
}
function assertValid(schema: AnyObj, value: unknown, label: string) {
  const validate = validator(schema);
  const ok = validate(value);
  expect(ok, `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

function effectiveSecurity(op: AnyObj): AnyObj[] {
  return op.security ?? raw.security ?? [];
}

/** Every business-ID-looking value anywhere inside an example value. */
function collectBusinessIds(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /^\d{7}-\d$/.test(value)) out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectBusinessIds(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectBusinessIds(item, out);
  return out;
}
function hasValidCheckDigit(businessId: string): boolean {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const digits = businessId.slice(0, 7).split('').map(Number);
  const r = digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11;
  if (r === 1) return false;
  const check = r === 0 ? 0 : 11 - r;
  return String(check) === businessId.slice(8);
}

/** Every media-type example in the dereferenced document, with the schema it must satisfy. */
function allMediaExamples(): { label: string; schema: AnyObj; value: unknown }[] {
  const out: { label: string; schema: AnyObj; value: unknown }[] = [];
  for (const { method, path, operationId } of DESCRIBED) {
    const op = derefOp(path, method);
    for (const [mt, media] of Object.entries<AnyObj>(op.requestBody?.content ?? {})) {
      for (const [name, ex] of Object.entries<AnyObj>(media.examples ?? {})) {
        out.push({ label: `${operationId} request ${mt} ${name}`, schema: media.schema, value: ex.value });
      }
    }
    for (const [status, resp] of Object.entries<AnyObj>(op.responses)) {
      for (const [mt, media] of Object.entries<AnyObj>(resp.content ?? {})) {
        for (const [name, ex] of Object.entries<AnyObj>(media.examples ?? {})) {
          out.push({ label: `${operationId} ${status} ${mt} ${name}`, schema: media.schema, value: ex.value });
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe('Vihje OpenAPI description: document', () => {
  it('is a valid OpenAPI 3.1.0 document (swagger-parser validate)', async () => {
    expect(raw.openapi).toBe('3.1.0');
    const validated: AnyObj = (await SwaggerParser.validate(structuredClone(raw) as any)) as AnyObj;
    expect(validated.info.title).toBe('Vihje API');
  });

  it('has the info, version and production server', () => {
    expect(raw.info.title).toBe('Vihje API');
    expect(raw.info.version).toBe('2.0.1');
    expect(typeof raw.info.description).toBe('string');
    expect(raw.info.description.trim().length).toBeGreaterThan(0);
    if (raw.info.license) {
      expect(Boolean(raw.info.license.identifier) || Boolean(raw.info.license.url)).toBe(true);
    }
    expect(raw.servers).toEqual([{ url: 'https://api.vihje.fi', description: 'Production' }]);
  });

  it('declares the three tags with descriptions', () => {
    expect(raw.tags.map((t: AnyObj) => t.name)).toEqual(['Companies', 'Postal codes', 'Addresses']);
    for (const tag of raw.tags) expect(tag.description?.trim().length, tag.name).toBeGreaterThan(0);
  });

  it('leaves no schema, response, parameter or example component unused', () => {
    const text = JSON.stringify(raw);
    for (const kind of ['schemas', 'responses', 'parameters', 'examples']) {
      for (const name of Object.keys(raw.components[kind] ?? {})) {
        expect(text.includes(`"#/components/${kind}/${name}"`), `${kind}/${name} is unused`).toBe(true);
      }
    }
  });
});

describe('operations', () => {
  it('has every operation of the product specification', () => {
    const found = DESCRIBED.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(found).toEqual(expect.arrayContaining(OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`)));
  });

  it.each(DESCRIBED)(
    '$method $path has a unique operationId, one declared tag, a summary and a description',
    ({ method, path, operationId }) => {
      const op = rawOp(path, method);
      expect(operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(DESCRIBED.filter((o) => o.operationId === operationId)).toHaveLength(1);
      expect(op.tags).toHaveLength(1);
      expect(raw.tags.map((t: AnyObj) => t.name)).toContain(op.tags[0]);
      expect(op.summary?.trim().length).toBeGreaterThan(0);
      expect(op.description?.trim().length).toBeGreaterThan(0);
    },
  );

  it.each(OPERATIONS)('$method $path is $operationId tagged $tag', ({ method, path, operationId, tag }) => {
    const op = rawOp(path, method);
    expect(op.operationId).toBe(operationId);
    expect(op.tags).toEqual([tag]);
  });

  it('describes the rating-based hiding of the typeahead and its absence in advanced search', () => {
    const typeahead = rawOp('/companies/search', 'get').description as string;
    expect(typeahead).toMatch(/black rating/i);
    expect(typeahead).toMatch(/asked to\s+be hidden/i);
    const advanced = rawOp('/companies/search/advanced', 'post').description as string;
    expect(advanced).toMatch(/does \*\*not\*\* hide|does not hide/i);
    expect(advanced).toMatch(/black rating/i);
    expect(advanced).toMatch(/filterable field names are not listed/i);
    expect(rawOp('/addresses/search', 'get').description).toMatch(/checkout and\s+registration forms/i);
  });
});

describe('parameters and request bodies', () => {
  const param = (path: string, method: string, name: string) => {
    const params: AnyObj[] = derefOp(path, method).parameters ?? [];
    const p = params.find((x) => x.name === name);
    expect(p, `${method} ${path} parameter ${name}`).toBeDefined();
    return p as AnyObj;
  };

  it('company and postal typeahead: q and limit optional strings, limit example "10"', () => {
    for (const path of ['/companies/search', '/postalcodes/search']) {
      const params: AnyObj[] = derefOp(path, 'get').parameters;
      expect(params.map((p) => p.name).sort()).toEqual(['limit', 'q']);
      const q = param(path, 'get', 'q');
      expect(q.in).toBe('query');
      expect(q.required ?? false).toBe(false);
      expect(q.schema.type).toBe('string');
      const limit = param(path, 'get', 'limit');
      expect(limit.in).toBe('query');
      expect(limit.required ?? false).toBe(false);
      expect(limit.schema.type).toBe('string');
      expect(limit.example).toBe('10');
    }
  });

  it('address typeahead: q required with minLength 2, limit optional string', () => {
    const params: AnyObj[] = derefOp('/addresses/search', 'get').parameters;
    expect(params.map((p) => p.name).sort()).toEqual(['limit', 'q']);
    const q = param('/addresses/search', 'get', 'q');
    expect(q.in).toBe('query');
    expect(q.required).toBe(true);
    expect(q.schema.type).toBe('string');
    expect(q.schema.minLength).toBe(2);
    const limit = param('/addresses/search', 'get', 'limit');
    expect(limit.required ?? false).toBe(false);
    expect(limit.schema.type).toBe('string');
  });

  it('path parameters: businessId (business ID pattern) and address id', () => {
    const businessId = param('/companies/{businessId}', 'get', 'businessId');
    expect(businessId.in).toBe('path');
    expect(businessId.required).toBe(true);
    expect(resolveRaw(rawOp('/companies/{businessId}', 'get').parameters[0].schema)).toBe(
      raw.components.schemas.BusinessId,
    );
    expect(businessId.schema.pattern).toBe('^[0-9]{7}-[0-9]$');
    const id = param('/addresses/{id}', 'get', 'id');
    expect(id.in).toBe('path');
    expect(id.required).toBe(true);
    expect(id.schema.type).toBe('string');
  });

  it('advanced company search body: q, filter (string | string[]), fields, limit 1-100 default 10, offset >= 0 default 0', () => {
    const body = rawOp('/companies/search/advanced', 'post').requestBody;
    expect(body.required).toBe(true);
    expect(body.content['application/json'].schema.$ref).toBe(refTo('CompanyAdvancedSearchRequest'));
    const schema = api.components.schemas.CompanyAdvancedSearchRequest;
    expect(Object.keys(schema.properties).sort()).toEqual(['fields', 'filter', 'limit', 'offset', 'q']);
    expect(schema.required ?? []).toEqual([]);
    expect(schema.properties.q.type).toBe('string');
    expect(schema.properties.fields.type).toBe('string');
    expect(schema.properties.fields.description).toMatch(/comma-separated/i);
    expect(schema.properties.fields.description).toMatch(/dot notation/i);
    expect(schema.properties.fields.description).toMatch(/omitted, the full data/i);
    expect(schema.properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 10 });
    expect(schema.properties.offset).toMatchObject({ type: 'integer', minimum: 0, default: 0 });

    const rawFilter = raw.components.schemas.CompanyAdvancedSearchRequest.properties.filter;
    expect(rawFilter.oneOf).toHaveLength(2);
    expect(rawFilter.oneOf[0].$ref).toBe(refTo('FilterExpression'));
    expect(rawFilter.oneOf[1].type).toBe('array');
    expect(rawFilter.oneOf[1].items.$ref).toBe(refTo('FilterExpression'));
    const validate = validator(schema.properties.filter);
    expect(validate('domicileCity = "Espoo"')).toBe(true);
    expect(validate(['a = 1', 'b != 2'])).toBe(true);
    expect(validate(42)).toBe(false);
    expect(validate([1])).toBe(false);
    const body2 = validator(schema);
    expect(body2({ limit: 0 })).toBe(false);
    expect(body2({ limit: 101 })).toBe(false);
    expect(body2({ limit: 100, offset: 0 })).toBe(true);
    expect(body2({ offset: -1 })).toBe(false);
  });

  it('advanced address search body: query required minLength 1, limit, offset, filters[], fields', () => {
    const body = rawOp('/addresses/search/advanced', 'post').requestBody;
    expect(body.required).toBe(true);
    expect(body.content['application/json'].schema.$ref).toBe(refTo('AddressAdvancedSearchRequest'));
    const schema = api.components.schemas.AddressAdvancedSearchRequest;
    expect(Object.keys(schema.properties).sort()).toEqual(['fields', 'filters', 'limit', 'offset', 'query']);
    expect(schema.required).toEqual(['query']);
    expect(schema.properties.query).toMatchObject({ type: 'string', minLength: 1 });
    expect(schema.properties.limit.type).toBe('integer');
    expect(schema.properties.offset.type).toBe('integer');
    expect(schema.properties.fields.type).toBe('string');
    expect(schema.properties.filters.type).toBe('array');
    expect(raw.components.schemas.AddressAdvancedSearchRequest.properties.filters.items.$ref).toBe(
      refTo('FilterExpression'),
    );
    expect(schema.properties.limit.minimum).toBe(1);
    expect(schema.properties.offset.minimum).toBe(0);
    const validate = validator(schema);
    expect(validate({})).toBe(false);
    expect(validate({ query: '' })).toBe(false);
    expect(validate({ query: 'M', limit: 0 })).toBe(false);
    expect(validate({ query: 'M', offset: -1 })).toBe(false);
    expect(validate({ query: 'M', filters: ['postalCode = "00100"'] })).toBe(true);
    const examples = Object.values<AnyObj>(body.content['application/json'].examples);
    expect(examples.some((e) => e.value.limit === 20 && e.value.offset === 0)).toBe(true);
    expect(examples.some((e) => (e.value.filters ?? []).some((f: string) => /^postalCode = "\d{5}"$/.test(f)))).toBe(
      true,
    );
  });

  it('FilterExpression lists exactly the 19 filter operations', () => {
    const description: string = raw.components.schemas.FilterExpression.description;
    const listed = [...description.matchAll(/^\s*- `([^`]+)`/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...FILTER_OPERATIONS].sort());
    expect(raw.components.schemas.FilterExpression.type).toBe('string');
  });
});

describe('entity schemas', () => {
  it.each(Object.keys(ENTITY_FIELDS))('%s has exactly the spec fields, each described', (name) => {
    const schema = api.components.schemas[name];
    expect(schema, name).toBeDefined();
    const props = properties(schema);
    expect(Object.keys(props).sort()).toEqual([...entityFields(name)].sort());
    for (const [field, prop] of Object.entries(props)) {
      expect(typeof prop.description === 'string' && prop.description.trim().length > 0, `${name}.${field}`).toBe(true);
    }
  });

  it.each(Object.keys(ENTITY_FIELDS))('%s requires every field except optional buildingKey', (name) => {
    const expected = entityFields(name).filter((f) => !(name === 'Building' && f === 'buildingKey'));
    expect(requiredOf(api.components.schemas[name]).sort()).toEqual([...expected].sort());
  });

  it('Building.buildingKey is optional', () => {
    expect(api.components.schemas.Building.properties.buildingKey).toBeDefined();
    expect(api.components.schemas.Building.required).not.toContain('buildingKey');
  });

  it.each(Object.keys(ENTITY_FIELDS))('%s: exactly the spec nullable fields accept null', (name) => {
    const props = properties(api.components.schemas[name]);
    const nullable = Object.entries(props)
      .filter(([, prop]) => validator(prop)(null))
      .map(([field]) => field)
      .sort();
    expect(nullable).toEqual([...(NULLABLE[name] ?? [])].sort());
  });

  it('nullable scalars use OpenAPI 3.1 type arrays', () => {
    for (const [name, fields] of Object.entries(NULLABLE_TYPE_ARRAYS)) {
      const props = properties(api.components.schemas[name]);
      for (const [field, type] of Object.entries(fields)) {
        expect(props[field]?.type, `${name}.${field}`).toEqual(type);
      }
    }
    const rawAddressExt = raw.components.schemas.Address.allOf[1].properties.coordinates;
    expect(rawAddressExt.oneOf.map((s: AnyObj) => s.$ref ?? s.type)).toEqual([refTo('Coordinates'), 'null']);
    const rawProtection = raw.components.schemas.Building.properties.protectionMethod;
    expect(rawProtection.oneOf.map((s: AnyObj) => s.$ref ?? s.type)).toEqual([refTo('CodeDescription'), 'null']);
  });

  it.each(Object.keys(ENTITY_FIELDS))('%s: field types (boolean, number, array, object, else string)', (name) => {
    const props = properties(api.components.schemas[name]);
    for (const [field, prop] of Object.entries(props)) {
      let expected = 'string';
      if (BOOLEAN_FIELDS[name]?.includes(field)) expected = 'boolean';
      else if (NUMBER_FIELDS[name]?.includes(field)) expected = 'number';
      else if (ARRAY_FIELDS[name]?.includes(field)) expected = 'array';
      else if (OBJECT_FIELDS[name]?.includes(field)) expected = 'object';
      expect(nonNullTypes(prop), `${name}.${field}`).toEqual([expected]);
    }
  });

  it('date, date-time and uri formats', () => {
    for (const [name, fields] of Object.entries(FORMATS)) {
      const props = properties(api.components.schemas[name]);
      for (const [field, format] of Object.entries(fields))
        expect(props[field]?.format, `${name}.${field}`).toBe(format);
    }
  });

  it('Company array fields reference the one item schema each', () => {
    const company = raw.components.schemas.Company.properties;
    for (const [field, item] of Object.entries(COMPANY_ITEM_SCHEMAS)) {
      expect(company[field].items.$ref, field).toBe(refTo(item));
    }
    expect(company.sector.$ref).toBe(refTo('Sector'));
    expect(company.vihjeRating.$ref).toBe(refTo('VihjeRating'));
    expect(company.businessId.$ref).toBe(refTo('BusinessId'));
    expect(raw.components.schemas.CompanyEInvoiceAddress.properties.businessId.$ref).toBe(refTo('BusinessId'));
    expect(raw.components.schemas.CompanyTypeaheadHit.properties.businessId.$ref).toBe(refTo('BusinessId'));
    for (const field of ['auxiliaryNames', 'parallelNames']) expect(company[field].items.type).toBe('string');
  });

  it('Address extends AddressTypeahead and holds Building[] and Coordinates', () => {
    const address = raw.components.schemas.Address;
    expect(address.allOf[0].$ref).toBe(refTo('AddressTypeahead'));
    expect(address.allOf[1].properties.buildings.items.$ref).toBe(refTo('Building'));
    expect(raw.components.schemas.Building.properties.coordinates.$ref).toBe(refTo('Coordinates'));
  });

  it('Building code-description fields reference CodeDescription', () => {
    const building = raw.components.schemas.Building.properties;
    for (const field of CODE_DESCRIPTION_FIELDS) {
      const prop = building[field];
      const ref = prop.$ref ?? prop.oneOf?.[0]?.$ref;
      expect(ref, field).toBe(refTo('CodeDescription'));
    }
  });

  it('VihjeRating is either an empty object or {asOf, color, reason, reasonCode}', () => {
    const rating = api.components.schemas.VihjeRating;
    expect(rating.oneOf).toHaveLength(2);
    const empty = rating.oneOf.find((s: AnyObj) => s.maxProperties === 0);
    const full = rating.oneOf.find((s: AnyObj) => s.maxProperties !== 0);
    expect(empty.type).toBe('object');
    expect(Object.keys(full.properties).sort()).toEqual([...VIHJE_RATING_FIELDS].sort());
    expect([...full.required].sort()).toEqual([...VIHJE_RATING_FIELDS].sort());
    const validate = validator(rating);
    expect(validate({})).toBe(true);
    expect(validate({ asOf: '2025-09-01', color: 'black', reason: 'x', reasonCode: 'X' })).toBe(true);
    expect(validate({ color: 'green' })).toBe(false);
    expect(validate(null)).toBe(false);
  });

  it('Sector enum has exactly the nine values', () => {
    expect(api.components.schemas.Sector.type).toBe('string');
    expect(api.components.schemas.Sector.enum).toEqual(SECTORS);
  });

  it('business ID pattern accepts 1234567-1 and rejects malformed IDs', () => {
    const schema = api.components.schemas.BusinessId;
    expect(schema.type).toBe('string');
    const re = new RegExp(schema.pattern, 'u');
    expect(re.test('1234567-1')).toBe(true);
    for (const bad of ['1234567', '123456-1', '12345671', '1234567-12', 'x1234567-1']) {
      expect(re.test(bad), bad).toBe(false);
    }
    const validate = validator(schema);
    expect(validate('1234567-1')).toBe(true);
    expect(validate('1234567')).toBe(false);
    expect(validate('123456-1')).toBe(false);
    expect(validate('12345671')).toBe(false);
  });
});

describe('responses', () => {
  it.each(OPERATIONS)('$operationId: 200 body schema', ({ method, path, operationId }) => {
    const expected = SUCCESS[operationId];
    if (!expected) throw new Error(`no expected success schema for ${operationId}`);
    const responses = rawOp(path, method).responses;
    const success = Object.keys(responses).filter((s) => s.startsWith('2'));
    expect(success).toEqual(['200']);
    const media = responses['200'].content['application/json'];
    expect(media.schema.$ref).toBe(refTo(expected.schema));
    const schema = raw.components.schemas[expected.schema];
    if (expected.fields) {
      expect(Object.keys(schema.properties).sort()).toEqual([...expected.fields].sort());
      expect([...schema.required].sort()).toEqual([...expected.fields].sort());
      expect(schema.properties.hits.type).toBe('array');
      const items = schema.properties.hits.items;
      if (expected.projection) {
        expect(items.anyOf.map((branch: AnyObj) => branch.$ref)).toEqual([
          refTo(expected.hits!),
          refTo(expected.projection),
        ]);
      } else {
        expect(items.$ref).toBe(refTo(expected.hits!));
      }
    }
  });

  it('search response field types', () => {
    const schemas = api.components.schemas;
    for (const name of [
      'CompanySearchResponse',
      'CompanyAdvancedSearchResponse',
      'PostalCodeSearchResponse',
      'AddressSearchResponse',
      'AddressAdvancedSearchResponse',
    ]) {
      const props = schemas[name].properties;
      expect(props.estimatedTotalHits.type, name).toBe('integer');
      expect(props.processingTimeMs.type, name).toBe('integer');
      if (props.source) expect(props.source.type).toBe('string');
      if (props.query) expect(props.query.type).toBe('string');
    }
    expect(schemas.AddressAdvancedSearchResponse.properties.hasMore.type).toBe('boolean');
  });

  it('Error schema is { error: string }, required, no additional properties', () => {
    const error = raw.components.schemas.Error;
    expect(error.type).toBe('object');
    expect(error.required).toEqual(['error']);
    expect(error.additionalProperties).toBe(false);
    expect(Object.keys(error.properties)).toEqual(['error']);
    expect(error.properties.error.type).toBe('string');
  });

  it('reusable error responses carry the catalogue messages', () => {
    for (const [name, { message }] of Object.entries(REUSABLE_ERRORS)) {
      const resp = raw.components.responses[name];
      expect(resp, name).toBeDefined();
      const media = resp.content['application/json'];
      expect(media.schema.$ref).toBe(refTo('Error'));
      const messages = Object.values<AnyObj>(media.examples).map((e) => e.value.error);
      expect(messages, name).toEqual([message]);
    }
  });

  it.each(OPERATIONS)('$operationId: error statuses as in the error catalogue', ({ method, path, operationId }) => {
    const responses = rawOp(path, method).responses;
    const errors = Object.keys(responses).filter((s) => !s.startsWith('2'));
    expect(errors.sort()).toEqual([...(ERRORS[operationId] ?? ['missing inventory'])].sort());
  });

  it.each(DESCRIBED)('$operationId: one 200 JSON body, errors of the catalogue only', ({ method, path }) => {
    const responses = rawOp(path, method).responses;
    expect(Object.keys(responses).filter((s) => s.startsWith('2'))).toEqual(['200']);
    expect(Object.keys(responses['200'].content)).toEqual(['application/json']);
    const catalogue = Object.values(REUSABLE_ERRORS).map((e) => e.status);
    const errors = Object.keys(responses).filter((s) => !s.startsWith('2'));
    // Every call needs a key, and any call can be refused or fail.
    expect(errors).toEqual(expect.arrayContaining(['401', '403', '500']));
    for (const status of errors) expect(catalogue).toContain(status);
  });

  it.each(DESCRIBED)('$operationId: every error response uses the one Error schema', ({ method, path }) => {
    const rawResponses = rawOp(path, method).responses;
    const derefResponses = derefOp(path, method).responses;
    for (const status of Object.keys(rawResponses).filter((s) => !s.startsWith('2'))) {
      const resp = resolveRaw(rawResponses[status]);
      expect(Object.keys(resp.content), status).toEqual(['application/json']);
      expect(resp.content['application/json'].schema.$ref, status).toBe(refTo('Error'));
      // after dereferencing, it is the very same schema object
      expect(derefResponses[status].content['application/json'].schema).toBe(api.components.schemas.Error);
      const reusable = Object.entries(REUSABLE_ERRORS).find(([, v]) => v.status === status);
      if (rawResponses[status].$ref && reusable) {
        expect(rawResponses[status].$ref).toBe(`#/components/responses/${reusable[0]}`);
      }
    }
  });

  it('operation-specific error examples: company 404, address 404, postal 500', () => {
    const messages = (path: string, method: string, status: string) =>
      Object.values<AnyObj>(derefOp(path, method).responses[status].content['application/json'].examples).map(
        (e) => e.value.error,
      );
    expect(messages('/companies/{businessId}', 'get', '404')).toEqual(['resource not found']);
    expect(messages('/addresses/{id}', 'get', '404')).toEqual(['Address not found']);
    expect(messages('/postalcodes/search', 'get', '500')).toEqual(['Search error']);
    expect(messages('/companies/search', 'get', '500')).toEqual(['internal server error']);
  });
});

describe('field projections', () => {
  const schemas = () => raw.components.schemas;
  /** The raw properties of a schema, with `Address`'s two `allOf` parts merged, and the pointer to each. */
  function rawProperties(name: string): [string, AnyObj, string][] {
    if (name === 'Address') {
      const typeahead = schemas().AddressTypeahead.properties;
      const extension = schemas().Address.allOf[1].properties;
      return [
        ...Object.entries<AnyObj>(typeahead).map(([k, v]): [string, AnyObj, string] => [
          k,
          v,
          `AddressTypeahead/properties/${k}`,
        ]),
        ...Object.entries<AnyObj>(extension).map(([k, v]): [string, AnyObj, string] => [
          k,
          v,
          `Address/allOf/1/properties/${k}`,
        ]),
      ];
    }
    const schema = name === 'VihjeRating' ? schemas().VihjeRating.oneOf[1] : schemas()[name];
    const base = name === 'VihjeRating' ? 'VihjeRating/oneOf/1' : name;
    return Object.entries<AnyObj>(schema.properties).map(([k, v]) => [k, v, `${base}/properties/${k}`]);
  }
  /** The schema a property nests (`$ref`, array items or the non-null `oneOf` branch), when it has a projection. */
  function nestedName(property: AnyObj): string | undefined {
    const ref: string | undefined = property.$ref ?? property.items?.$ref ?? property.oneOf?.[0]?.$ref;
    const name = ref?.replace('#/components/schemas/', '');
    return name && schemas()[`${name}Projection`] ? name : undefined;
  }
  const projected = Object.keys(raw.components.schemas)
    .filter((name) => name.endsWith('Projection'))
    .map((name) => name.replace(/Projection$/, ''));

  it('projects the two advanced-search records and everything nested in them', () => {
    expect(projected.sort()).toEqual(
      [
        'Address',
        'Building',
        'CodeDescription',
        'Company',
        'CompanyDomain',
        'CompanyEInvoiceAddress',
        'CompanyOtherAddress',
        'CompanyPhoneNumber',
        'CompanyRegister',
        'CompanyWebsite',
        'Coordinates',
        'VihjeRating',
      ].sort(),
    );
  });

  it.each(projected)('%sProjection has every field of %s, none required, each typed by the full field', (name) => {
    const projection = schemas()[`${name}Projection`];
    expect(projection.type).toBe('object');
    expect(projection.required).toBeUndefined();
    expect(projection.additionalProperties).toBe(false);
    const full = rawProperties(name);
    expect(Object.keys(projection.properties)).toEqual(full.map(([field]) => field));
    for (const [field, property, pointer] of full) {
      const projected: AnyObj = projection.properties[field];
      const nested = nestedName(property);
      if (!nested) {
        expect(projected, `${name}.${field}`).toEqual({ $ref: `#/components/schemas/${pointer}` });
        continue;
      }
      const target = refTo(`${nested}Projection`);
      const nullable = property.oneOf !== undefined;
      if (property.type === 'array') expect(projected.items.$ref, `${name}.${field}`).toBe(target);
      else if (nullable) expect(projected.oneOf.map((b: AnyObj) => b.$ref ?? b.type)).toEqual([target, 'null']);
      else expect(projected.$ref, `${name}.${field}`).toBe(target);
    }
  });

  const companyHits = (hits: unknown[]) => ({
    hits,
    query: 'kahvila',
    processingTimeMs: 0,
    limit: 10,
    offset: 0,
    estimatedTotalHits: hits.length,
  });
  const addressHits = (hits: unknown[]) => ({
    hits,
    estimatedTotalHits: hits.length,
    processingTimeMs: 0,
    query: 'Mannerheimintie',
    limit: 20,
    offset: 0,
    hasMore: false,
    source: 'DVV',
  });

  it('a projected company hit is valid, typed field by field, with no field the record lacks', () => {
    const validate = validator(api.components.schemas.CompanyAdvancedSearchResponse);
    const full = raw.components.examples.CompanyEsimerkki.value;
    expect(validate(companyHits([full]))).toBe(true);
    const projectedHit = {
      businessId: full.businessId,
      website: [{ website: full.website[0].website }],
      vihjeRating: { color: 'green' },
    };
    expect(validate(companyHits([projectedHit, { vihjeRating: {} }, {}]))).toBe(true);
    expect(validate(companyHits([{ businessId: 42 }]))).toBe(false);
    expect(validate(companyHits([{ website: [{ website: 'not a uri' }] }]))).toBe(false);
    expect(validate(companyHits([{ nickname: 'x' }]))).toBe(false);
  });

  it('a projected address hit is valid, with null coordinates and partial buildings', () => {
    const validate = validator(api.components.schemas.AddressAdvancedSearchResponse);
    const full = raw.components.examples.AddressHelsinki.value;
    expect(validate(addressHits([full]))).toBe(true);
    const projectedHit = {
      id: full.id,
      coordinates: { latitude: full.coordinates.latitude },
      buildings: [{ permanentBuildingIdentifier: '103456789A', mainPurpose: { descriptionFi: 'Toimistorakennukset' } }],
    };
    expect(validate(addressHits([projectedHit, { coordinates: null, buildings: [] }]))).toBe(true);
    expect(validate(addressHits([{ buildings: [{ volume: 'big' }] }]))).toBe(false);
    expect(validate(addressHits([{ coordinates: { altitude: 1 } }]))).toBe(false);
  });
});

describe('where the description goes beyond the product specification', () => {
  it('says so in its introduction, point by point', () => {
    const intro: string = raw.info.description;
    expect(intro).toMatch(/\*\*Beyond the product specification\.\*\*/);
    for (const point of [
      /application\/json/,
      /404/,
      /`filter`/,
      /does not parse/,
      /`offset` is at least 0/,
      /`format: date`/,
      /Projection/,
    ])
      expect(intro).toMatch(point);
  });

  it('answers a malformed business ID with 404 and a non-JSON body with 400, as the operations say', () => {
    expect(rawOp('/companies/{businessId}', 'get').description).toMatch(/does not match the pattern[\s\S]*404/);
    for (const path of ['/companies/search/advanced', '/addresses/search/advanced']) {
      expect(rawOp(path, 'post').description, path).toMatch(
        /`application\/json`; any other content type is an\s+invalid request format \(400\)/,
      );
    }
  });
});

describe('security', () => {
  it('declares apiKeyAuth as HTTP bearer JWT from the Search Console', () => {
    const scheme = raw.components.securitySchemes.apiKeyAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(scheme.description).toContain('https://console.vihje.fi');
  });

  it('declares dashboardAuth (HTTP bearer JWT) for the dashboard and applies it nowhere', () => {
    const scheme = raw.components.securitySchemes.dashboardAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(scheme.description).toMatch(/dashboard/i);
    expect(Object.keys(raw.components.securitySchemes).sort()).toEqual(['apiKeyAuth', 'dashboardAuth']);
    const uses = [raw.security ?? [], ...DESCRIBED.map((o) => rawOp(o.path, o.method).security ?? [])].flat();
    expect(uses.some((req: AnyObj) => 'dashboardAuth' in req)).toBe(false);
  });

  it.each(DESCRIBED)('$operationId requires apiKeyAuth', ({ method, path }) => {
    const security = effectiveSecurity(rawOp(path, method));
    expect(security.length).toBeGreaterThan(0);
    // every alternative must include the API key (no anonymous or other-only access)
    for (const requirement of security) expect(requirement).toEqual({ apiKeyAuth: [] });
  });
});

describe('examples', () => {
  it.each(DESCRIBED)('$operationId has named examples for every request and response body', ({ method, path }) => {
    const op = derefOp(path, method);
    const bodies: [string, AnyObj][] = [];
    for (const [mt, media] of Object.entries<AnyObj>(op.requestBody?.content ?? {}))
      bodies.push([`request ${mt}`, media]);
    for (const [status, resp] of Object.entries<AnyObj>(op.responses)) {
      for (const [mt, media] of Object.entries<AnyObj>(resp.content ?? {})) bodies.push([`${status} ${mt}`, media]);
    }
    expect(bodies.length).toBeGreaterThan(0);
    for (const [label, media] of bodies) {
      expect(media.schema, label).toBeDefined();
      expect(Object.keys(media.examples ?? {}).length, label).toBeGreaterThan(0);
      for (const [name, ex] of Object.entries<AnyObj>(media.examples)) {
        expect(ex.value, `${label} ${name}`).toBeDefined();
      }
    }
  });

  it('every request and response example validates against its schema', () => {
    const examples = allMediaExamples();
    expect(examples.length).toBeGreaterThan(20);
    for (const { label, schema, value } of examples) assertValid(schema, value, label);
  });

  it('every parameter example validates against its schema', () => {
    let count = 0;
    for (const { method, path, operationId } of DESCRIBED) {
      for (const p of derefOp(path, method).parameters ?? []) {
        const values = [
          ...(p.example !== undefined ? [p.example] : []),
          ...Object.values<AnyObj>(p.examples ?? {}).map((e) => e.value),
        ];
        expect(values.length, `${operationId} ${p.name}`).toBeGreaterThan(0);
        for (const v of values) {
          assertValid(p.schema, v, `${operationId} parameter ${p.name}`);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(9);
  });

  it('schema-level examples validate against their schemas', () => {
    for (const [name, schema] of Object.entries<AnyObj>(api.components.schemas)) {
      const check = (s: AnyObj, where: string) => {
        for (const ex of s.examples ?? []) assertValid(s, ex, where);
        for (const [k, sub] of Object.entries<AnyObj>(s.properties ?? {})) check(sub, `${where}.${k}`);
      };
      check(schema, name);
    }
  });

  it('examples cover the spec nullables, empty rating and the three cities', () => {
    const values = allMediaExamples().map((e) => e.value);
    const text = JSON.stringify(values);
    expect(text).toContain('"vihjeRating":null');
    expect(text).toContain('"vihjeRating":{}');
    expect(text).toContain('"addressSwe":null');
    expect(text).toContain('"protectionMethod":null');
    expect(text).toContain('"descriptionEn":null');
    expect(text).toContain('"isAccessible":null');
    const buildings = values.flatMap((v: any) => [v, ...(v?.hits ?? [])]).flatMap((v: any) => v?.buildings ?? []);
    expect(buildings.some((b: AnyObj) => 'buildingKey' in b)).toBe(true);
    expect(buildings.some((b: AnyObj) => !('buildingKey' in b))).toBe(true);
    for (const city of ['Mannerheimintie 5', 'Otakaari 1', 'Hämeenkatu 10']) expect(text).toContain(city);
    for (const code of ['"091"', '"049"', '"837"']) expect(text).toContain(code);
    expect(text).toContain('"postcode":"00100"');
    expect(text).toMatch(/"source":"[^"]*DVV[^"]*"/);
  });

  it('every business ID in the examples has a valid check digit', () => {
    const ids = new Set<string>();
    for (const { value } of allMediaExamples()) for (const id of collectBusinessIds(value)) ids.add(id);
    for (const { method, path } of DESCRIBED) {
      for (const p of derefOp(path, method).parameters ?? []) {
        const values = [p.example, ...Object.values<AnyObj>(p.examples ?? {}).map((e) => e.value)];
        for (const id of collectBusinessIds(values)) ids.add(id);
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(hasValidCheckDigit(id), id).toBe(true);
    // the rule itself: 1 as remainder is invalid, 0 gives 0
    expect(hasValidCheckDigit('1234567-1')).toBe(true);
    expect(hasValidCheckDigit('1234567-2')).toBe(false);
    expect(hasValidCheckDigit('1572860-0')).toBe(true);
  });
});
