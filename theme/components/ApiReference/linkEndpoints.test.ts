import { describe, expect, it } from 'vitest';
import { endpointHref } from './linkEndpoints';

describe('endpointHref', () => {
  it('points at the fragment Scalar navigates to for the endpoint', () => {
    expect(endpointHref('vihje-api/tag/companies', ' get', '/companies/search')).toBe(
      '#tag/companies/GET/companies/search',
    );
    expect(endpointHref('vihje-api/tag/addresses', 'POST', '/addresses/search')).toBe(
      '#tag/addresses/POST/addresses/search',
    );
  });
});
