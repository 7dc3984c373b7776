/**
 * Names for the generated types (`schema.d.ts`, from `openapi/openapi.yaml`): what each operation takes and returns.
 * Nothing here is written by hand but the names; a change to the description changes these types.
 */
import type { components, operations } from './schema';

type Schemas = components['schemas'];

/** The JSON body of an operation's 200 response. */
type Ok<Operation extends keyof operations> = operations[Operation]['responses'][200]['content']['application/json'];

/** The query parameters of a GET search. */
type Query<Operation extends 'searchCompanies' | 'searchPostalCodes' | 'searchAddresses'> =
  operations[Operation]['parameters']['query'];

/** The JSON body of a POST search. */
type Body<Operation extends 'searchCompaniesAdvanced' | 'searchAddressesAdvanced'> =
  operations[Operation]['requestBody']['content']['application/json'];

// Interfaces, not aliases, so that editors, error messages and the props tables on /integration say `Company`, not
// the whole record spelled out. (An interface cannot extend `Schemas['Company']` directly, hence the aliases.)
type CompanySchema = Schemas['Company'];
type CompanyTypeaheadHitSchema = Schemas['CompanyTypeaheadHit'];
type PostalCodeHitSchema = Schemas['PostalCodeHit'];
type AddressTypeaheadSchema = Schemas['AddressTypeahead'];
type AddressSchema = Schemas['Address'];
type BuildingSchema = Schemas['Building'];
type CoordinatesSchema = Schemas['Coordinates'];
type CompanyProjectionSchema = Schemas['CompanyProjection'];
type AddressProjectionSchema = Schemas['AddressProjection'];
export interface Company extends CompanySchema {}
export interface CompanyTypeaheadHit extends CompanyTypeaheadHitSchema {}
export interface PostalCodeHit extends PostalCodeHitSchema {}
export interface AddressTypeahead extends AddressTypeaheadSchema {}
export interface Address extends AddressSchema {}
export interface Building extends BuildingSchema {}
export interface Coordinates extends CoordinatesSchema {}
/** An advanced company search hit with a `fields` projection: only the listed fields. */
export interface CompanyProjection extends CompanyProjectionSchema {}
/** An advanced address search hit with a `fields` projection: only the listed fields. */
export interface AddressProjection extends AddressProjectionSchema {}

export type GetCompanyResult = Ok<'getCompany'>;
export type SearchCompaniesParams = NonNullable<Query<'searchCompanies'>>;
export type SearchCompaniesResult = Ok<'searchCompanies'>;
export type SearchCompaniesAdvancedBody = Body<'searchCompaniesAdvanced'>;
export type SearchCompaniesAdvancedResult = Ok<'searchCompaniesAdvanced'>;
export type SearchPostalCodesParams = NonNullable<Query<'searchPostalCodes'>>;
export type SearchPostalCodesResult = Ok<'searchPostalCodes'>;
export type SearchAddressesParams = Query<'searchAddresses'>;
export type SearchAddressesResult = Ok<'searchAddresses'>;
export type SearchAddressesAdvancedBody = Body<'searchAddressesAdvanced'>;
export type SearchAddressesAdvancedResult = Ok<'searchAddressesAdvanced'>;
export type GetAddressResult = Ok<'getAddress'>;
