/**
 * Small display rules of the claim screens: dates, statuses, retention formulas, file names.
 * Money, percentages and quantities come from src/domain/money.ts.
 */
import { formatMoney, formatPercent } from '../domain/money';
import { formatDate } from '../lib/dates';
import type { RetentionFormula } from '../domain/retention';
import { todayInAuckland } from '../domain/workingDays';
import type { BadgeTone } from '../ui/Badge';

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

export interface ClaimBadge {
  text: string;
  tone: BadgeTone;
}

/** What the claim badges read of a claim (ClaimBadges_claim). */
export interface ClaimBadgeSource {
  status: string;
  label?: string | null;
  isPaid?: boolean;
  isPaying?: boolean;
  /** The latest submitted revision: its type and due date. */
  latest?: { type: string; dueDate?: string | null } | null;
  /** A sent schedule's due date and amounts (a draft schedule does not change the badges). */
  schedule?: {
    status: string;
    dueDate?: string | null;
    scheduleExcl: number | string;
    scheduleTax: number | string;
    claimedExcl: number | string;
    claimedTax: number | string;
  } | null;
}

/**
 * The badges of a claim (spec 2 'Organisation home'), the first being its state: 'Deleted',
 * 'Voided', 'Draft' / 'Editing'; 'Paid', or 'Schedule Paid' and the scheduled amount when the
 * schedule differs from the claim; 'Scheduled for {date}', with 'Payment in progress' when the
 * customer marked the payment sent; 'Due {date}' ('Schedule Due {date}' for an NZ CCA claim,
 * where what falls due is the payer's schedule), in the danger tone once that day has passed in
 * Auckland (under the Act an unanswered claim is then a debt due: the words stay the spec's, the
 * colour says it); 'Due date not set'.
 */
export function claimBadges(claim: ClaimBadgeSource, today: string = todayInAuckland()): ClaimBadge[] {
  if (claim.status === 'Deleted') return [{ text: 'Deleted', tone: 'danger' }];
  if (claim.status === 'Voided') return [{ text: 'Voided', tone: 'danger' }];
  if (claim.label === 'Editing') return [{ text: 'Editing', tone: 'warning' }];
  if (claim.status === 'New') return [{ text: 'Draft', tone: 'neutral' }];
  const schedule = claim.schedule?.status === 'Sent' ? claim.schedule : null;
  if (claim.isPaid) {
    if (!schedule) return [{ text: 'Paid', tone: 'success' }];
    const scheduled = Number(schedule.scheduleExcl) + Number(schedule.scheduleTax);
    const claimed = Number(schedule.claimedExcl) + Number(schedule.claimedTax);
    if (scheduled === claimed) return [{ text: 'Paid', tone: 'success' }];
    return [
      { text: 'Schedule Paid', tone: 'success' },
      { text: dollars(scheduled), tone: 'neutral' },
    ];
  }
  if (claim.status === 'Scheduled' || schedule) {
    const when = formatDate(schedule?.dueDate);
    const badges: ClaimBadge[] = [{ text: when ? `Scheduled for ${when}` : 'Scheduled', tone: 'accent' }];
    if (claim.isPaying) badges.push({ text: 'Payment in progress', tone: 'info' });
    return badges;
  }
  const dueDate = claim.latest?.dueDate;
  const due = formatDate(dueDate);
  if (!dueDate || !due) return [{ text: 'Due date not set', tone: 'warning' }];
  const isCca = claim.latest?.type === 'NzCcaClaim' || claim.latest?.type === 'NzCcaClaimCombined';
  return [{ text: `${isCca ? 'Schedule Due' : 'Due'} ${due}`, tone: dueDate < today ? 'danger' : 'primary' }];
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
