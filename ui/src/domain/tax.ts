/**
 * Tax on amounts shown in forms: the browser side of app/domain/tax.py (read its docstring
 * for the decisions). tests/vectors/money.json keeps both sides equal.
 */
import { BASIS_POINTS_PER_PERCENT, divRound } from './money';
import { RuleError } from './ruleError';

export const NZ_GST = 'NZ_GST';
/** A claim of a supplier not registered for GST (issue 34): no GST on any line, retention included. */
export const NO_GST = 'NO_GST';
export const UNKNOWN_TAX_RATE = 'Unknown tax rate';

const TAX_RATES_BP = new Map<string, number>([
  [NZ_GST, 15 * BASIS_POINTS_PER_PERCENT],
  [NO_GST, 0],
]);

/** The rate a claim counts at: the contract's when its supplier is registered for GST, else NO_GST. */
export function claimTaxRateId(contractTaxRateId: string, gstRegistered: boolean): string {
  return gstRegistered ? contractTaxRateId : NO_GST;
}

/** Tax on an amount excluding tax, rounded to the nearest cent (halves away from zero). */
export function taxOn(amountCents: number, taxRateId: string = NZ_GST): number {
  const rate = TAX_RATES_BP.get(taxRateId);
  if (rate === undefined) throw new RuleError(UNKNOWN_TAX_RATE);
  return divRound(amountCents * rate, 100 * BASIS_POINTS_PER_PERCENT);
}
