import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessIdPattern, checkBusinessId, checkDigitOf, isValidBusinessId, normaliseBusinessId } from './businessId';

const sevenDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 7, maxLength: 7 });
/** Seven digits that have a check digit (the weighted sum's remainder is not 1). */
const validBody = sevenDigits.filter((body) => checkDigitOf(body) !== null);
/** A valid business ID in canonical form. */
const validId = validBody.map((body) => `${body}-${checkDigitOf(body)}`);

describe('checkDigitOf', () => {
  it.each([
    ['2331972', 7],
    ['3027611', 2],
    ['0201256', 6],
    ['1234567', 1],
    ['3310048', 9],
  ])('gives %s the check digit %i (IDs in the docs and the API description)', (body, digit) => {
    expect(checkDigitOf(body)).toBe(digit);
  });

  it('is 0 for remainder 0 and null for remainder 1', () => {
    expect(checkDigitOf('0000000')).toBe(0);
    // The seventh digit weighs 2: 6 · 2 = 12, and 12 mod 11 = 1.
    expect(checkDigitOf('0000006')).toBeNull();
  });

  it('is 11 minus the remainder of the weighted sum, by the definition', () => {
    fc.assert(
      fc.property(sevenDigits, (body) => {
        const sum = [7, 9, 10, 5, 8, 4, 2].reduce((total, weight, i) => total + weight * Number(body[i]), 0);
        const remainder = sum % 11;
        expect(checkDigitOf(body)).toBe(remainder === 0 ? 0 : remainder === 1 ? null : 11 - remainder);
      }),
    );
  });

  it('refuses anything but seven digits', () => {
    expect(() => checkDigitOf('123456')).toThrow(RangeError);
    expect(() => checkDigitOf('123456a')).toThrow(RangeError);
  });
});

describe('isValidBusinessId', () => {
  it('accepts the documented valid IDs and rejects the documented wrong check digit', () => {
    for (const id of ['2331972-7', '3027611-2', '0201256-6', '1234567-1', '3310048-9']) {
      expect(isValidBusinessId(id), id).toBe(true);
    }
    expect(isValidBusinessId('2331972-1')).toBe(false);
  });

  it('accepts exactly one check digit for seven digits that have one', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        const accepted = [...'0123456789'].filter((digit) => isValidBusinessId(`${body}-${digit}`));
        expect(accepted).toEqual([String(checkDigitOf(body))]);
      }),
    );
  });

  it('accepts no check digit when the remainder is 1', () => {
    const noCheckDigit = sevenDigits.filter((body) => checkDigitOf(body) === null);
    fc.assert(
      fc.property(noCheckDigit, fc.integer({ min: 0, max: 9 }), (body, digit) => {
        expect(isValidBusinessId(`${body}-${digit}`)).toBe(false);
      }),
    );
  });

  it('detects every single-digit typo', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 9 }), (id, position, delta) => {
        const typo = (Number(id[position]) + delta) % 10;
        const changed = `${id.slice(0, position)}${typo}${id.slice(position + 1)}`;
        expect(isValidBusinessId(changed)).toBe(false);
      }),
    );
  });

  it('detects every swap of two different adjacent digits', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 5 }), (id, position) => {
        fc.pre(id[position] !== id[position + 1]);
        const swapped = `${id.slice(0, position)}${id[position + 1]}${id[position]}${id.slice(position + 2)}`;
        expect(isValidBusinessId(swapped)).toBe(false);
      }),
    );
  });

  it('does not normalise: only the canonical form passes', () => {
    for (const input of ['23319727', 'FI23319727', ' 2331972-7', '2331972 -7']) {
      expect(isValidBusinessId(input), input).toBe(false);
    }
  });
});

describe('normaliseBusinessId', () => {
  it.each([
    ['2331972-7', '2331972-7'],
    [' 2331972-7 ', '2331972-7'],
    ['233 1972 - 7', '2331972-7'],
    ['2331972\u00a0-\u00a07', '2331972-7'],
    ['2331972–7', '2331972-7'],
    ['2331972−7', '2331972-7'],
    ['23319727', '2331972-7'],
    ['FI23319727', '2331972-7'],
    ['fi23319727', '2331972-7'],
    ['FI 2331972-7', '2331972-7'],
    ['201256-6', '0201256-6'],
  ])('reads %j as %s', (input, canonical) => {
    expect(normaliseBusinessId(input)).toBe(canonical);
  });

  it.each(['', '-', '2331972', '233197-', '2331972-', '2331972-77', '2331972--7', 'SE23319727', '2331972-x', '12345'])(
    'rejects %j',
    (input) => {
      expect(normaliseBusinessId(input)).toBeNull();
    },
  );

  it('turns the written forms of any ID into the same canonical ID', () => {
    fc.assert(
      fc.property(sevenDigits, fc.integer({ min: 0, max: 9 }), fc.constantFrom('', ' '), (body, check, space) => {
        const canonical = `${body}-${check}`;
        for (const form of [`${body}${check}`, `FI${body}${check}`, `fi${space}${body}${check}`, ` ${canonical} `]) {
          expect(normaliseBusinessId(form), form).toBe(canonical);
        }
      }),
    );
  });

  it('only ever returns the canonical pattern, is idempotent and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normaliseBusinessId(input);
        if (result === null) return;
        expect(result).toMatch(businessIdPattern);
        expect(normaliseBusinessId(result)).toBe(result);
      }),
    );
  });
});

describe('checkBusinessId', () => {
  it('returns the canonical ID for valid input in any accepted form', () => {
    expect(checkBusinessId('FI 23319727')).toEqual({ valid: true, businessId: '2331972-7' });
    expect(checkBusinessId('201256-6')).toEqual({ valid: true, businessId: '0201256-6' });
  });

  it('names the problem and says what to do', () => {
    expect(checkBusinessId('  ')).toMatchObject({ valid: false, problem: 'empty', message: 'Enter a business ID.' });
    expect(checkBusinessId('acme')).toMatchObject({ valid: false, problem: 'format' });
    expect(checkBusinessId('0000006-1')).toMatchObject({ valid: false, problem: 'no-check-digit' });
    expect(checkBusinessId('2331972-1')).toEqual({
      valid: false,
      problem: 'check-digit',
      message: 'The check digit of 2331972 is 7, not 1: check the digits.',
    });
  });

  it('agrees with isValidBusinessId on every canonical input', () => {
    fc.assert(
      fc.property(sevenDigits, fc.integer({ min: 0, max: 9 }), (body, check) => {
        const id = `${body}-${check}`;
        expect(checkBusinessId(id).valid).toBe(isValidBusinessId(id));
      }),
    );
  });
});
