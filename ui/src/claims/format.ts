/**
 * Small display rules of the claim screens: dates, statuses, retention formulas, file names.
 * Money, percentages and quantities come from src/domain/money.ts.
 */
import { formatMoney, formatPercent } from '../domain/money';
import { formatDate } from '../lib/dates';
import type { RetentionFormula } from '../domain/retention';

// Calendar dates are formatted by the shared helper (src/lib/dates.ts), which also turns the
// server's instants into Auckland dates.
export { formatDate };

/** '5 Mar – 4 Apr 2026' (year once when both share it). */
export function formatPeriod(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '';
  if (!from || !to) return formatDate(from || to);
  if (from.slice(0, 4) === to.slice(0, 4)) {
    return `${formatDate(from).replace(/ \d{4}$/, '')} \u2013 ${formatDate(to)}`;
  }
  return `${formatDate(from)} \u2013 ${formatDate(to)}`;
}

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

/** '$1,234.56' (negatives '–$5.00'). */
export function dollars(cents: number): string {
  const text = formatMoney(cents);
  return text.startsWith('\u2013') ? `\u2013$${text.slice(1)}` : `$${text}`;
}
