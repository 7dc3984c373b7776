import { describe, expect, it } from 'vitest';
import { scalarIds, scalarSlugify } from './apiAnchors';

describe("Scalar's ids", () => {
  it('slugifies as Scalar does: lower case, spaces and underscores to one hyphen, other marks dropped', () => {
    expect(scalarSlugify('Postal codes')).toBe('postal-codes');
    expect(scalarSlugify('  Yritykset & Osoitteet_v2 ')).toBe('yritykset-osoitteet-v2');
    expect(scalarSlugify('Käyntiosoitteet')).toBe('käyntiosoitteet');
    expect(scalarSlugify('CompanyOtherAddress', { preserveCase: true })).toBe('CompanyOtherAddress');
  });

  it('names operations under their tag with the method in capitals, and models under models', () => {
    expect(scalarIds.operation('Postal codes', 'get', '/postalcodes/search')).toBe(
      'vihje-api/tag/postal-codes/GET/postalcodes/search',
    );
    expect(scalarIds.operation(undefined, 'delete', '/things/{id}')).toBe('vihje-api/DELETE/things/{id}');
    expect(scalarIds.model('VihjeRating')).toBe('vihje-api/models/VihjeRating');
    expect(scalarIds.response('vihje-api/tag/a/GET/a', '404')).toBe('vihje-api/tag/a/GET/a.responses.404');
    expect(scalarIds.parameter('vihje-api/tag/a/GET/a', 'query', 'q')).toBe('vihje-api/tag/a/GET/a.query.q');
    expect(scalarIds.introduction).toBe('vihje-api/description/introduction');
  });
});
