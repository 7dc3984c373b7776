import { describe, expect, it } from 'vitest';
import { idFromHash } from './scalarHash';
import { fallbackIds } from './viewportAnchor';

describe('idFromHash', () => {
  it("reads both forms of Scalar's hash as the element id", () => {
    expect(idFromHash('#vihje-api/tag/companies')).toBe('vihje-api/tag/companies');
    expect(idFromHash('#tag/companies/GET/companies/%7BbusinessId%7D')).toBe(
      'vihje-api/tag/companies/GET/companies/{businessId}',
    );
    expect(idFromHash('')).toBeUndefined();
    expect(idFromHash('#')).toBeUndefined();
  });
});

describe('fallbackIds', () => {
  it('tries a part, then its operation or model, then its tag or the models', () => {
    expect(fallbackIds('vihje-api/tag/addresses/GET/addresses/{id}.responses.404')).toEqual([
      'vihje-api/tag/addresses/GET/addresses/{id}.responses.404',
      'vihje-api/tag/addresses/GET/addresses/{id}',
      'vihje-api/tag/addresses',
    ]);
    expect(fallbackIds('vihje-api/models/Company')).toEqual(['vihje-api/models/Company', 'vihje-api/models']);
    expect(fallbackIds('vihje-api/description/introduction')).toEqual(['vihje-api/description/introduction']);
  });
});
