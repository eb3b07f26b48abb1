/**
 * Money, quantities and percentages as scaled integers: the browser side of
 * app/domain/money.py (read its docstring for the decisions). Cents, thousandths (qtyMilli)
 * and basis points are plain numbers holding whole values; every amount the server accepts
 * is a safe integer, so no precision is lost. tests/vectors/money.json keeps both sides equal.
 */
import { RuleError } from './ruleError';

export const CENTS_PER_DOLLAR = 100;
export const QTY_SCALE = 1000;
export const BASIS_POINTS_PER_PERCENT = 100;

export const EN_DASH = '\u2013';
const MINUS_SIGNS = ['-', EN_DASH, '\u2212'];

export const AMOUNT_INVALID = 'Enter an amount such as 1,234.56';
export const AMOUNT_TOO_PRECISE = 'Amounts have at most 2 decimal places';
export const AMOUNT_TOO_LARGE = 'Amount is too large';
export const QTY_INVALID = 'Enter a quantity such as 1,234.5';
export const QTY_TOO_PRECISE = 'Quantities have at most 3 decimal places';
export const QTY_TOO_LARGE = 'Quantity is too large';
export const PERCENT_INVALID = 'Enter a percentage such as 12.5';
export const PERCENT_TOO_PRECISE = 'Percentages have at most 2 decimal places';
export const PERCENT_TOO_LARGE = 'Percentage is too large';

const NUMBER = /^([0-9]{1,3}(?:,[0-9]{3})+|[0-9]*)(?:\.([0-9]*))?$/;

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
export function divRound(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const magnitude = Math.abs(numerator);
  // % is exact on safe integers, where a float division near a whole number might not be.
  const remainder = magnitude % denominator;
  let quotient = (magnitude - remainder) / denominator;
  if (2 * remainder >= denominator) quotient += 1;
  return numerator < 0 ? -quotient : quotient;
}

/** 1234567 → '12,345.67'; -5 → '–0.05', or '(0.05)' when accounting. */
export function formatMoney(cents: number, accounting = false): string {
  const magnitude = Math.abs(cents);
  const rest = magnitude % CENTS_PER_DOLLAR;
  const dollars = (magnitude - rest) / CENTS_PER_DOLLAR;
  return signed(`${grouped(dollars)}.${String(rest).padStart(2, '0')}`, cents < 0, accounting);
}

/** '–1,234.5' → -123450 cents. Throws RuleError with the AMOUNT_* messages. */
export function parseMoney(text: string): number {
  return parseScaled(text, 2, AMOUNT_INVALID, AMOUNT_TOO_PRECISE, AMOUNT_TOO_LARGE, true);
}

/** 1500 → '1.5'; 1234000 → '1,234'. */
export function formatQty(qtyMilli: number): string {
  return signed(trimmed(Math.abs(qtyMilli), QTY_SCALE, 3), qtyMilli < 0, false);
}

/** '1,234.5' → 1234500 thousandths. */
export function parseQty(text: string): number {
  return parseScaled(text, 3, QTY_INVALID, QTY_TOO_PRECISE, QTY_TOO_LARGE, false);
}

/** 1250 → '12.5%'. */
export function formatPercent(basisPoints: number): string {
  const number = trimmed(Math.abs(basisPoints), BASIS_POINTS_PER_PERCENT, 2);
  return signed(number, basisPoints < 0, false) + '%';
}

/** '12.5' or '12.5%' → 1250 basis points. */
export function parsePercent(text: string): number {
  let stripped = text.trim();
  if (stripped.endsWith('%')) stripped = stripped.slice(0, -1);
  return parseScaled(stripped, 2, PERCENT_INVALID, PERCENT_TOO_PRECISE, PERCENT_TOO_LARGE, false);
}

/** part / whole in basis points, rounded; 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  const sign = whole < 0 ? -1 : 1;
  return divRound(sign * part * 100 * BASIS_POINTS_PER_PERCENT, Math.abs(whole));
}

function signed(number: string, negative: boolean, accounting: boolean): string {
  if (!negative) return number;
  return accounting ? `(${number})` : EN_DASH + number;
}

function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function trimmed(magnitude: number, scale: number, places: number): string {
  const rest = magnitude % scale;
  const whole = (magnitude - rest) / scale;
  const decimals = String(rest).padStart(places, '0').replace(/0+$/, '');
  return decimals ? `${grouped(whole)}.${decimals}` : grouped(whole);
}

function parseScaled(
  text: string,
  places: number,
  invalid: string,
  tooPrecise: string,
  tooLarge: string,
  allowDollar: boolean,
): number {
  let body = text.trim();
  let negative = false;
  if (body.length >= 2 && body.startsWith('(') && body.endsWith(')')) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  if (body.length > 0 && MINUS_SIGNS.includes(body.charAt(0))) {
    if (negative) throw new RuleError(invalid);
    negative = true;
    body = body.slice(1).trimStart();
  }
  if (allowDollar && body.startsWith('$')) body = body.slice(1);
  const match = NUMBER.exec(body);
  if (match === null) throw new RuleError(invalid);
  const whole = match[1] ?? '';
  const decimals = match[2] ?? '';
  if (!whole && !decimals) throw new RuleError(invalid);
  if (decimals.length > places) throw new RuleError(tooPrecise);
  const units = Number(whole.replace(/,/g, '') || '0');
  const value = units * 10 ** places + Number(decimals.padEnd(places, '0'));
  // Past 2**53 a double cannot hold every whole number, so the value may already be off.
  if (!Number.isSafeInteger(value)) throw new RuleError(tooLarge);
  return negative && value !== 0 ? -value : value;
}
