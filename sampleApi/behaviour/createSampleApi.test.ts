import { describe, expect, it } from 'vitest';
import { sampleData } from '../data/sampleData';
import { createSampleApi, type SampleAnswer } from './createSampleApi';

const api = createSampleApi(sampleData);

/** The body of a 200 answer; fails the test on any other. */
function ok<Body>(answer: SampleAnswer<Body>): Body {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.problem}`);
  return answer.body;
}

describe('the sample API', () => {
  it('company typeahead: names, other names and business IDs; hides black-rated and opted-out companies', () => {
    const esimerkki = ok(api.searchCompanies({ q: 'esimerkki' }));
    expect(esimerkki.hits.map((hit) => [hit.businessName, hit.vihjeRating])).toEqual([
      ['Esimerkki Oy', 'green'],
      ['Esimerkkitalo Oy', null],
      ['Esimerkkirakennus Oy', 'yellow'],
      ['Esimerkkikuljetus Oy', 'red'],
      ['Esimerkkikauppa Oy', null],
    ]);
    expect(ok(api.searchCompanies({ q: 'Hiljainen' })).hits).toEqual([]);
    expect(ok(api.searchCompanies({ q: '0357' })).hits.map((hit) => hit.businessName)).toEqual(['Wärtsilä Oyj Abp']);
    const all = ok(api.searchCompanies());
    expect(all.hits).toHaveLength(10);
    expect(all.estimatedTotalHits).toBe(sampleData.companies.length - 2);
    expect(ok(api.searchCompanies({ limit: '3' })).hits).toHaveLength(3);
    expect(ok(api.searchCompanies({ limit: 'many' })).hits).toHaveLength(10);
  });

  it('advanced company search: echoes q, limit and offset, filters, pages, and hides nobody', () => {
    const result = ok(api.searchCompaniesAdvanced({ q: 'rakennus', filter: 'domicileCity = "Espoo"' }));
    expect(result).toMatchObject({ query: 'rakennus', limit: 10, offset: 0, estimatedTotalHits: 1 });
    expect(result.hits[0]?.businessId).toBe('2331972-7');
    expect(ok(api.searchCompaniesAdvanced({ q: 'rakennus', filter: ['domicileCity = "Espoo"'] }))).toEqual({
      ...result,
      processingTimeMs: expect.any(Number),
    });
    const hidden = ok(api.searchCompaniesAdvanced({ filter: 'businessId IN ["3124680-4", "3145678-0"]' }));
    expect(hidden.hits.map((hit) => hit.businessName)).toEqual(['Esimerkkipalvelu Oy', 'Hiljainen Konsultointi Oy']);
    const page = ok(api.searchCompaniesAdvanced({ limit: 4, offset: 8 }));
    expect(page).toMatchObject({ query: '', limit: 4, offset: 8, estimatedTotalHits: sampleData.companies.length });
    expect(page.hits.map((hit) => hit.businessId)).toEqual(sampleData.companies.slice(8, 12).map((c) => c.businessId));
    expect(ok(api.searchCompaniesAdvanced({ offset: 1000 })).hits).toEqual([]);
  });

  it('advanced company search: projects `fields`, dot notation into lists and the rating', () => {
    const result = ok(
      api.searchCompaniesAdvanced({
        q: 'kahvila',
        filter: ['domicileCode = "837"', 'operationalStatus = true'],
        fields: 'businessId,businessName,website.website,vihjeRating.color',
      }),
    );
    expect(result.hits).toEqual([
      { businessId: '3310048-9', businessName: 'Kahvila Aamukaste Tmi', website: [], vihjeRating: {} },
    ]);
    const pohjolan = ok(api.searchCompaniesAdvanced({ q: 'pohjolan', fields: 'website.website,vihjeRating.color' }));
    expect(pohjolan.hits).toEqual([
      { website: [{ website: 'https://www.pohjolanrakennus.fi' }], vihjeRating: { color: 'yellow' } },
    ]);
  });

  it.each([
    [{ filter: 'domicileCity = ' }, /filter "domicileCity = ": a value is missing/],
    [{ filter: ['nickname = "x"'] }, /filter on "nickname": the records have no such field/],
    [{ fields: 'businessId,nickname' }, /the records have no field "nickname"/],
  ])('advanced company search answers 400 for %j', (body, reason) => {
    const answer = api.searchCompaniesAdvanced(body);
    expect(answer.status).toBe(400);
    expect(answer.status === 400 && answer.problem).toMatch(reason);
  });

  it('postal code search: by code, name or municipality, with the limit', () => {
    expect(ok(api.searchPostalCodes({ q: '00100' })).hits.map((hit) => hit.postcode)).toEqual(['00100']);
    expect(ok(api.searchPostalCodes({ q: 'tammerfors' })).hits.map((hit) => hit.postcode)).toEqual([
      '33100',
      '33200',
      '33210',
    ]);
    expect(ok(api.searchPostalCodes({ q: 'helsinki', limit: '2' }))).toMatchObject({ estimatedTotalHits: 4 });
  });

  it('address typeahead → lookup by ID: every hit’s id finds its full address', () => {
    const result = ok(api.searchAddresses({ q: 'Mannerheimintie', limit: '20' }));
    expect(result.source).toBe(sampleData.addressSource);
    expect(result.hits.map((hit) => hit.addressFin)).toContain('Mannerheimintie 5');
    for (const hit of result.hits) {
      expect(Object.keys(hit)).not.toContain('buildings');
      expect(ok(api.getAddress(hit.id))).toMatchObject(hit);
    }
    expect(api.getAddress('no-such-address')).toMatchObject({ status: 404 });
    expect(api.getCompany('0201256-6')).toMatchObject({ status: 404 });
  });

  it('advanced address search: filters, projects, and pages with hasMore', () => {
    const body = { query: 'Mannerheimintie', filters: ['postalCode = "00100"'], fields: 'id,addressFin,postalCode' };
    const first = ok(api.searchAddressesAdvanced({ ...body, limit: 3 }));
    expect(first).toMatchObject({
      query: 'Mannerheimintie',
      limit: 3,
      offset: 0,
      estimatedTotalHits: 4,
      hasMore: true,
    });
    expect(first.hits.map((hit) => Object.keys(hit))).toEqual(Array(3).fill(['id', 'addressFin', 'postalCode']));
    const second = ok(api.searchAddressesAdvanced({ ...body, limit: 3, offset: 3 }));
    expect(second).toMatchObject({ offset: 3, hasMore: false });
    expect(second.hits.map((hit) => hit.addressFin)).toEqual(['Mannerheimintie 22']);
    const mapped = ok(
      api.searchAddressesAdvanced({
        query: 'Mannerheimintie',
        filters: ['postalCode = "00100"', 'numberPartOfAddressNumber <= 20', 'coordinates IS NOT NULL'],
      }),
    );
    expect(mapped.hits.map((hit) => hit.addressFin)).toEqual([
      'Mannerheimintie 1',
      'Mannerheimintie 5',
      'Mannerheimintie 13',
    ]);
    expect(mapped).toMatchObject({ limit: 20, offset: 0, hasMore: false, source: sampleData.addressSource });
    expect(api.searchAddressesAdvanced({ query: 'x', filters: ['postalCode ~ "0"'] }).status).toBe(400);
  });
});
