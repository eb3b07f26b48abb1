/**
 * The dates the builder names, each in the one name the server gives its meaning
 * (app.domain.claim_standing.due_label): 'Schedule due {date}' / 'Schedule overdue' for the s 22
 * deadline, 'Payment due {date}' / 'Payment overdue' for the payment date that applies. Nothing
 * here computes a date or whether one has passed: both come from Claim.standing.
 */
import { formatDate } from '../lib/dates';

export interface StandingDates {
  nextLabel: string | null | undefined;
  paymentDue: string | null | undefined;
  paymentOverdue: boolean;
}

/** 'Payment due 20 Feb 2027' / 'Payment overdue' for the payment date that applies; null when none. */
export function paymentLabel(standing: Pick<StandingDates, 'paymentDue' | 'paymentOverdue'>): string | null {
  if (!standing.paymentDue) return null;
  return standing.paymentOverdue ? 'Payment overdue' : `Payment due ${formatDate(standing.paymentDue)}`;
}

/**
 * The labels the schedule's header shows: while a schedule is awaited, the deadline
 * ('Schedule due …', the standing's next date) and the payment date that applies; once sent,
 * the payment date alone (then the standing's next date).
 */
export function standingLabels(standing: StandingDates, sent: boolean): string[] {
  const labels = [standing.nextLabel ?? null];
  if (!sent) {
    const payment = paymentLabel(standing);
    if (payment !== standing.nextLabel) labels.push(payment);
  }
  return labels.filter((label): label is string => !!label);
}

/** The names of a date passed (due_label's), which the header shows in the danger colour. */
export function isOverdueLabel(label: string): boolean {
  return label === 'Schedule overdue' || label === 'Payment overdue';
}
