/**
 * Small display rules of the claim screens: dates, statuses, retention formulas, file names.
 * Money, percentages and quantities come from src/domain/money.ts.
 */
import { formatMoney, formatPercent } from '../domain/money';
import type { RetentionFormula } from '../domain/retention';
import { todayInAuckland } from '../domain/workingDays';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2026-03-05' → '5 Mar 2026' ('5 March 2026' when long); '' for none. An instant
 * ('2026-03-04T12:30:00+00:00') is written as its Pacific/Auckland date (5 Mar 2026), as every
 * date the Act counts is: never the UTC date, which is the day before for half of each day.
 */
export function formatDate(iso: string | null | undefined, long = false): string {
  if (!iso) return '';
  const day = INSTANT.test(iso) ? aucklandDateOf(iso) : iso;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return iso;
  const month = Number(match[2]) - 1;
  return `${Number(match[3])} ${(long ? LONG_MONTHS : MONTHS)[month] ?? match[2]} ${match[1]}`;
}

// A date followed by a time: an instant, not a calendar date.
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** The Pacific/Auckland calendar date (YYYY-MM-DD) of an instant; the text itself when it is not one. */
export function aucklandDateOf(instant: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : todayInAuckland(at);
}

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
