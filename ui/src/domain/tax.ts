/**
 * Tax on amounts shown in forms: the browser side of app/domain/tax.py (read its docstring
 * for the decisions). tests/vectors/money.json keeps both sides equal.
 */
import { BASIS_POINTS_PER_PERCENT, divRound } from './money';
import { RuleError } from './ruleError';

export const NZ_GST = 'NZ_GST';
export const UNKNOWN_TAX_RATE = 'Unknown tax rate';

const TAX_RATES_BP = new Map<string, number>([[NZ_GST, 15 * BASIS_POINTS_PER_PERCENT]]);

/** Tax on an amount excluding tax, rounded to the nearest cent (halves away from zero). */
export function taxOn(amountCents: number, taxRateId: string = NZ_GST): number {
  const rate = TAX_RATES_BP.get(taxRateId);
  if (rate === undefined) throw new RuleError(UNKNOWN_TAX_RATE);
  return divRound(amountCents * rate, 100 * BASIS_POINTS_PER_PERCENT);
}
