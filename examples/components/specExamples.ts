import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { GetCompanyResult, SearchAddressesResult, SearchCompaniesResult } from '../client';

type Examples = Record<string, { value: unknown }>;
// From the repository root (Vitest's root): under jsdom, import.meta.url is not a file URL.
const document = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
const examplesOf = (path: string, method: string): Examples =>
  document.paths[path][method].responses['200'].content['application/json'].examples;

/** Answers from the API description, for the component tests: the tests use the documented data, not made-up data. */
export const specExamples = {
  addressSearch: examplesOf('/addresses/search', 'get').tampere?.value as SearchAddressesResult,
  companySearch: examplesOf('/companies/search', 'get').byName?.value as SearchCompaniesResult,
  company: document.components.examples.CompanyEsimerkki.value as GetCompanyResult,
};
