/**
 * Display rules every screen shares: a period of dates and an amount in dollars. Dates alone are
 * src/lib/dates.ts (formatDate); money, percentages and quantities are src/domain/money.ts.
 */
import { formatMoney } from '../domain/money';
import { formatDate } from './dates';

/** '5 Mar – 4 Apr 2026' (year once when both share it). */
export function formatPeriod(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '';
  if (!from || !to) return formatDate(from || to);
  if (from.slice(0, 4) === to.slice(0, 4)) {
    return `${formatDate(from).replace(/ \d{4}$/, '')} \u2013 ${formatDate(to)}`;
  }
  return `${formatDate(from)} \u2013 ${formatDate(to)}`;
}

/** '$1,234.56' (negatives '–$5.00'). */
export function dollars(cents: number): string {
  const text = formatMoney(cents);
  return text.startsWith('\u2013') ? `\u2013$${text.slice(1)}` : `$${text}`;
}
