import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, matchesFilter, parseFilter } from './filterExpression';

const record = {
  businessName: 'Pohjolan Rakennus Oy',
  domicileCity: 'Espoo',
  operationalStatus: true,
  establishmentDate: '2010-05-20',
  auxiliaryNames: [],
  parallelNames: ['Pohjolan Rakennus Ab'],
  website: [{ website: 'https://www.pohjolanrakennus.fi' }],
  vihjeRating: { color: 'yellow' },
  coordinates: null,
  numberPartOfAddressNumber: 12,
};
const holds = (expression: string) => matchesFilter(record, parseFilter(expression));

describe('filter expressions', () => {
  it.each([
    ['domicileCity = "Espoo"', 'domicileCity = "Helsinki"'],
    ['domicileCity = "espoo"', 'domicileCity != "Espoo"'],
    ['numberPartOfAddressNumber >= 12', 'numberPartOfAddressNumber > 12'],
    ['numberPartOfAddressNumber <= 12', 'numberPartOfAddressNumber < 12'],
    ['domicileCity IN ["Helsinki", "Espoo"]', 'domicileCity NOT IN ["Helsinki", "Espoo"]'],
    ['establishmentDate 2010-01-01 TO 2010-12-31', 'establishmentDate 2015-01-01 TO 2020-12-31'],
    ['numberPartOfAddressNumber 1 TO 20', 'numberPartOfAddressNumber 13 TO 20'],
    ['website EXISTS', 'website NOT EXISTS'],
    ['eInvoiceAddress NOT EXISTS', 'eInvoiceAddress EXISTS'],
    ['coordinates IS NULL', 'coordinates IS NOT NULL'],
    ['auxiliaryNames IS EMPTY', 'auxiliaryNames IS NOT EMPTY'],
    ['website IS NOT EMPTY', 'website IS EMPTY'],
    ['businessName CONTAINS "rakennus"', 'businessName NOT CONTAINS "Rakennus"'],
    ['businessName NOT CONTAINS "Holding"', 'businessName CONTAINS "Holding"'],
    ['businessName STARTS WITH "Pohjolan"', 'businessName NOT STARTS WITH "Pohjolan"'],
    ["parallelNames = 'Pohjolan Rakennus Ab'", 'parallelNames IS EMPTY'],
    ['operationalStatus = true', 'operationalStatus = false'],
    ['vihjeRating.color = "yellow"', 'vihjeRating.color IN ["green", "black"]'],
    ['website.website STARTS WITH "https://"', 'website.website CONTAINS "example"'],
  ])('%s holds and %s does not', (yes, no) => {
    expect(holds(yes)).toBe(true);
    expect(holds(no)).toBe(false);
  });

  it('parses the 19 operations, keywords in any case', () => {
    const operations = [
      'a = 1',
      'a != 1',
      'a >= 1',
      'a > 1',
      'a <= 1',
      'a < 1',
      'a IN [1, 2]',
      'a NOT IN [1]',
      'a 1 TO 2',
      'a EXISTS',
      'a NOT EXISTS',
      'a IS NULL',
      'a IS NOT NULL',
      'a IS EMPTY',
      'a is not empty',
      'a CONTAINS "x"',
      'a NOT CONTAINS "x"',
      'a STARTS WITH "x"',
      'a NOT STARTS WITH "x"',
    ];
    expect(new Set(operations.map((expression) => parseFilter(expression).op)).size).toBe(19);
    expect(parseFilter('postalCode = "00\\"1"')).toEqual({ path: 'postalCode', op: '=', value: '00"1' });
  });

  it.each([
    ['', /does not start with a field name/],
    ['"Espoo" = domicileCity', /does not start with a field name/],
    ['domicileCity', /no operation follows the field name/],
    ['domicileCity =', /a value is missing/],
    ['domicileCity IN "Espoo"', /a list in square brackets is missing/],
    ['domicileCity IN ["Espoo"', /not closed/],
    ['domicileCity = "Espoo" AND sector = "other"', /text is left after the condition/],
    ['domicileCity = "Espoo', /unexpected/],
  ])('rejects %j, saying why', (expression, reason) => {
    expect(() => parseFilter(expression)).toThrow(FilterSyntaxError);
    expect(() => parseFilter(expression)).toThrow(reason);
    expect(() => parseFilter(expression)).toThrow(`filter ${JSON.stringify(expression)}`);
  });
});
