export type { AddressAutocompleteProps } from './AddressAutocomplete';
export { AddressAutocomplete } from './AddressAutocomplete';
export type { BusinessIdInputProps } from './BusinessIdInput';
export { BusinessIdInput } from './BusinessIdInput';
export type { CompanySearchProps } from './CompanySearch';
export { CompanySearch } from './CompanySearch';
