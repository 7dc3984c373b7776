/**
 * Finnish business IDs (Y-tunnus): the format check, the official check digit and the normalisation of the forms
 * people type or paste. No dependencies; runs in the browser and on the server.
 */

/** The canonical form: 7 digits, a hyphen, 1 check digit (the API's `BusinessId` pattern). */
export const businessIdPattern = /^\d{7}-\d$/;

/** The official weights of the first seven digits, left to right. */
const weights = [7, 9, 10, 5, 8, 4, 2] as const;

/** Why an input is not a valid business ID. */
export type BusinessIdProblem = 'empty' | 'format' | 'no-check-digit' | 'check-digit';

/** The outcome of `checkBusinessId`: the canonical ID, or the problem and a sentence to show the user. */
export type BusinessIdCheck =
  | { valid: true; businessId: string }
  | { valid: false; problem: BusinessIdProblem; message: string };

/**
 * The check digit for the first seven digits: the weighted sum modulo 11; remainder 0 gives 0, remainder 1 gives
 * `null` (no business ID starts with these digits), any other remainder r gives 11 − r.
 */
export function checkDigitOf(sevenDigits: string): number | null {
  if (!/^\d{7}$/.test(sevenDigits)) throw new RangeError(`checkDigitOf: expected 7 digits, got "${sevenDigits}"`);
  const sum = weights.reduce((total, weight, i) => total + weight * Number(sevenDigits[i]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/**
 * The canonical `1234567-1` form of common ways of writing a business ID, or `null` when the input is none of them.
 * Only the shape is normalised; the check digit is not looked at. Accepted forms:
 *
 * - spaces anywhere, also non-breaking ones, and surrounding whitespace: ` 1234567 - 1 ` → `1234567-1`;
 * - an en dash, em dash or minus sign instead of the hyphen (copied from documents): `1234567–1`;
 * - no hyphen, 8 digits: `12345671` → `1234567-1`;
 * - the VAT number form, `FI` and 8 digits, any case: `FI12345671`, `fi 1234567-1` → `1234567-1`;
 * - the old 6-digit form with its hyphen, padded with a leading 0: `123456-7` → `0123456-7`. Without the hyphen, 7
 *   digits are not accepted: they could as well be a new ID whose check digit is missing.
 */
export function normaliseBusinessId(input: string): string | null {
  const compact = input.replace(/\s+/g, '').replace(/[\u2010-\u2015\u2212]/g, '-');
  const withoutVatPrefix = compact.replace(/^FI/i, '');
  const match = /^(\d{6,7})-?(\d)$/.exec(withoutVatPrefix);
  if (!match) return null;
  const [, body = '', check = ''] = match;
  const hasHyphen = withoutVatPrefix.includes('-');
  if (body.length === 6 && !hasHyphen) return null;
  return `${body.padStart(7, '0')}-${check}`;
}

/** Whether the input is a business ID in canonical form with the right check digit (no normalisation). */
export function isValidBusinessId(value: string): boolean {
  if (!businessIdPattern.test(value)) return false;
  return checkDigitOf(value.slice(0, 7)) === Number(value[8]);
}

/** Normalises the input, then checks the check digit; says why when the input is not a valid business ID. */
export function checkBusinessId(input: string): BusinessIdCheck {
  if (input.trim() === '') return { valid: false, problem: 'empty', message: 'Enter a business ID.' };
  const businessId = normaliseBusinessId(input);
  if (businessId === null) {
    return {
      valid: false,
      problem: 'format',
      message: 'A business ID is 7 digits, a hyphen and a check digit, like 1234567-1.',
    };
  }
  const expected = checkDigitOf(businessId.slice(0, 7));
  if (expected === null) {
    return {
      valid: false,
      problem: 'no-check-digit',
      message: `No business ID starts with ${businessId.slice(0, 7)}: check the digits.`,
    };
  }
  if (expected !== Number(businessId[8])) {
    return {
      valid: false,
      problem: 'check-digit',
      message: `The check digit of ${businessId.slice(0, 7)} is ${expected}, not ${businessId[8]}: check the digits.`,
    };
  }
  return { valid: true, businessId };
}
