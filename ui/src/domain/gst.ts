/**
 * GST numbers: the browser side of app/domain/gst.py (read its docstring for the
 * decisions). Forms call gstNumberProblem on each change and formatGstNumber on blur.
 * tests/vectors/gst.json keeps both sides equal.
 */
import { RuleError } from './ruleError';

export const GST_NUMBER_LENGTH = 'GST number must be 8 or 9 digits';
export const GST_NUMBER_DIGITS = 'GST number must only contain digits';
export const GST_NUMBER_UNKNOWN = 'That GST number does not exist';
export const GST_NUMBER_PLACEHOLDER = '000-000-000';

const LOWEST = 10_000_000;
const HIGHEST = 150_000_000;
const SEPARATORS = /[\s\u2013-]/g;
const DIGITS = /^[0-9]*$/;
const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

/** The stored 9-digit form, or null for a blank entry. Throws RuleError. */
export function normaliseGstNumber(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(SEPARATORS, '');
  if (!compact) return null;
  if (!DIGITS.test(compact)) throw new RuleError(GST_NUMBER_DIGITS);
  if (compact.length !== 8 && compact.length !== 9) throw new RuleError(GST_NUMBER_LENGTH);
  const number = Number(compact);
  const inRange = number >= LOWEST && number <= HIGHEST;
  if (!inRange || checkDigit(compact.slice(0, -1)) !== compact.slice(-1)) {
    throw new RuleError(GST_NUMBER_UNKNOWN);
  }
  return compact.padStart(9, '0');
}

/** The message to show for a value typed into a form, or null when it is acceptable. */
export function gstNumberProblem(value: string | null | undefined): string | null {
  try {
    normaliseGstNumber(value);
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error.message;
    throw error;
  }
}

/** '49091850' → '049-091-850'; blank → ''. Throws RuleError for an invalid number. */
export function formatGstNumber(value: string | null | undefined): string {
  const stored = normaliseGstNumber(value);
  if (stored === null) return '';
  return `${stored.slice(0, 3)}-${stored.slice(3, 6)}-${stored.slice(6)}`;
}

// Inland Revenue's modulus-11 check digit; null when neither weight set gives one.
function checkDigit(base: string): string | null {
  const padded = base.padStart(8, '0');
  for (const weights of [PRIMARY_WEIGHTS, SECONDARY_WEIGHTS]) {
    const sum = weights.reduce((total, weight, index) => total + weight * Number(padded[index]), 0);
    const digit = (11 - (sum % 11)) % 11;
    if (digit !== 10) return String(digit);
  }
  return null;
}
