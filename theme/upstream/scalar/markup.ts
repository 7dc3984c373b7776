/*
 * Scalar's private markup that the site depends on (the reference's DOM is not Scalar's API). Named here, once;
 * `scalar.test.ts` checks each against the installed bundle, and the patches' tests run on fragments captured from
 * the built /api page (fixtures/). Run them first when bumping @scalar/api-reference-react.
 */
export const scalarMarkup = {
  // A tag's endpoint list: `<a class="endpoint">` with a click handler and no href (the site adds the href).
  endpointLink: 'a.endpoint',
  endpointMethodClass: 'endpoint-method',
  endpointPathClass: 'endpoint-path',
  // The icon-only copy button of a code block, with no accessible name (the site adds one).
  copyButtonClass: 'scalar-code-copy',
  // Lazy sections carry their id on a placeholder with this attribute until they render.
  placeholderAttribute: 'data-placeholder',
  // The body classes Scalar sets for its colour mode; the site removes them when no reference is mounted.
  lightBodyClass: 'light-mode',
  darkBodyClass: 'dark-mode',
} as const;
