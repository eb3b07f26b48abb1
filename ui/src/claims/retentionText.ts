/**
 * A retention formula in the claim screens' words, and its rates as the percentages typed.
 * Money, percentages and quantities come from src/domain/money.ts; dates and dollars from
 * src/lib/dates.ts and src/lib/format.ts.
 */
import { formatMoney, formatPercent } from '../domain/money';
import type { RetentionFormula } from '../domain/retention';

/** A retention rate (millionths of a percent) as basis points for formatPercent. */
export function rateToBasisPoints(rate: number): number {
  return Math.round(rate / 10_000);
}

export function basisPointsToRate(basisPoints: number): number {
  return basisPoints * 10_000;
}

/** '10% up to $200,000.00, then 5%; at most $50,000.00' — or 'None'. */
export function describeRetention(formula: RetentionFormula | null | undefined): string {
  if (!formula || !formula.marginalRates.length) return 'None';
  const bands = formula.marginalRates.map((band, i) => {
    const rate = formatPercent(rateToBasisPoints(band.rate));
    const head = i === 0 ? rate : `then ${rate}`;
    return band.upTo != null ? `${head} up to $${formatMoney(band.upTo)}` : head;
  });
  const text = bands.join(', ');
  return formula.maxAmount != null ? `${text}; at most $${formatMoney(formula.maxAmount)}` : text;
}
