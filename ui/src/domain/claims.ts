/**
 * The claim rules a form needs on every keystroke: the browser side of app/domain/claims.py
 * (read its docstring for the decisions). tests/vectors/claims.json keeps both sides equal.
 */
import { BASIS_POINTS_PER_PERCENT, parsePercent } from './money';
import { RuleError } from './ruleError';

export const PERCENT_COMPLETE_RANGE = '0 \u2013 100%';
export const INITIAL_IMPORT = 'Initial Import';

export type RevisionType = 'Invoice' | 'NzCcaClaim' | 'NzCcaClaimCombined';

/**
 * How lines are claimed (spec 2 §3): Percent (shown 'Disabled'), PercentWithQty (shown
 * 'Quantity'), RateQtyEstimate (shown 'Planned & Actual'), or Auto, which resolves by the lines.
 */
export type BillingMode = 'Percent' | 'PercentWithQty' | 'RateQtyEstimate' | 'Auto';

const FULL_PERCENT_BP = 100 * BASIS_POINTS_PER_PERCENT;
const LETTER = /\p{L}/u;

/** The message for a percent-complete cell as typed, or null when it is 0–100 %. */
export function percentCompleteProblem(text: string): string | null {
  let basisPoints: number;
  try {
    basisPoints = parsePercent(text);
  } catch (error) {
    if (error instanceof RuleError) return error.message;
    throw error;
  }
  return basisPoints < 0 || basisPoints > FULL_PERCENT_BP ? PERCENT_COMPLETE_RANGE : null;
}

/** 'INV-' + first 4 letters of the supplier name upper-cased + claim number padded to 3. */
export function invoiceReference(supplierName: string, claimNumber: number): string {
  const letters = Array.from(supplierName)
    .filter((char) => LETTER.test(char))
    .slice(0, 4)
    .join('');
  return `INV-${letters.toUpperCase()}${String(claimNumber).padStart(3, '0')}`;
}

/** 'Initial Import' for 0, else 'Invoice #n', 'Claim n' or 'Summary of Claim 1–n'. */
export function claimTitle(number: number, revisionType: RevisionType): string {
  if (number === 0) return INITIAL_IMPORT;
  if (revisionType === 'Invoice') return `Invoice #${number}`;
  if (revisionType === 'NzCcaClaim') return `Claim ${number}`;
  return `Summary of Claim 1\u2013${number}`;
}

/**
 * The mode the claim is shown in; `prices` are each line's [unit price, total price] (the
 * retention line left out). Auto resolves to the quantity columns when any line's total price
 * differs from its unit price.
 */
export function resolveBillingMode(mode: BillingMode, prices: ReadonlyArray<readonly [number, number]>): BillingMode {
  if (mode !== 'Auto') return mode;
  return prices.some(([unit, total]) => unit !== total) ? 'PercentWithQty' : 'Percent';
}
