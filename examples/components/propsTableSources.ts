/**
 * The example components with a props table on /integration (`<API moduleName="AddressAutocomplete" />`): entry name
 * → component file, relative to the project root.
 */
export const propsTableSources = {
  AddressAutocomplete: './examples/components/AddressAutocomplete.tsx',
  CompanySearch: './examples/components/CompanySearch.tsx',
  BusinessIdInput: './examples/components/BusinessIdInput.tsx',
};
