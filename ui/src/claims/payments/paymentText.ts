/**
 * The words of a claim's payments, as each side reads them, and what the payment dialog checks
 * before it asks the server (the server checks again: app/payments/policy.py, whose refusals
 * show beside the same fields). Pure.
 *
 * Either side records its own payments: the customer (the payer) 'Payment sent', the supplier
 * (the payee) 'Payment received'. No amount here is worked out: payable, received, outstanding
 * and each side's totals are the server's (`Claim.standing`, `Claim.viewerOutstanding`).
 */
import { formatMoney, parseMoney } from '../../domain/money';
import { RuleError } from '../../domain/ruleError';
import { todayInAuckland } from '../../domain/workingDays';
import { dollars } from '../../lib/format';
import { formatDate } from '../../lib/dates';

export type Side = 'Payer' | 'Payee';

export const NO_PAYMENTS = 'No payments recorded yet.';
export const DATE_REQUIRED = 'Enter the date of the payment';
export const DATE_IN_FUTURE = 'The payment date cannot be in the future';
export const AMOUNT_REQUIRED = 'Enter the amount paid';
export const AMOUNT_NOT_POSITIVE = 'The amount must be more than nil';
export const REFERENCE_TOO_LONG = 'Reference must be at most 100 characters';
export const MAX_REFERENCE = 100;

/** What a record is called: 'Payment sent' (by the customer), 'Payment received' (by the supplier). */
export function recordName(side: string): string {
  return side === 'Payer' ? 'Payment sent' : 'Payment received';
}

/** The dialog's title for the viewer's side. */
export function dialogTitle(side: Side, correcting: boolean): string {
  if (correcting) return 'Correct payment';
  return side === 'Payer' ? 'Record payment sent' : 'Record payment received';
}

/**
 * When both sides recorded payments and their totals differ, both figures, from the viewer's
 * side: 'The customer recorded $X sent; you recorded $Y received.' (the supplier) or 'You
 * recorded $X sent; the supplier recorded $Y received.' (the customer).
 */
export function amountsDifferText(viewer: Side | null, paidByPayer: number, paidToPayee: number): string {
  const sent = dollars(paidByPayer);
  const received = dollars(paidToPayee);
  if (viewer === 'Payer') return `You recorded ${sent} sent; the supplier recorded ${received} received.`;
  if (viewer === 'Payee') return `The customer recorded ${sent} sent; you recorded ${received} received.`;
  return `The customer recorded ${sent} sent; the supplier recorded ${received} received.`;
}

export interface RecordLike {
  id: string;
  paidOn: string;
  amount: number;
  correctsId?: string | null;
}

/**
 * What became of a record a later one replaced: 'Withdrawn' (replaced by an amount of nil) or
 * 'Corrected to $Y on {date}'; null for a record that still counts.
 */
export function replacedText(record: RecordLike, records: readonly RecordLike[]): string | null {
  const by = records.find((r) => r.correctsId === record.id);
  if (!by) return null;
  if (by.amount === 0) return 'Withdrawn';
  return `Corrected to ${dollars(by.amount)} on ${formatDate(by.paidOn)}`;
}

/** What a correcting record says of the one it replaces: 'Withdraws' / 'Corrects the payment of $X on {date}'. */
export function correctsText(record: RecordLike, records: readonly RecordLike[]): string | null {
  if (!record.correctsId) return null;
  const earlier = records.find((r) => r.id === record.correctsId);
  if (!earlier) return null;
  const verb = record.amount === 0 ? 'Withdraws' : 'Corrects';
  return `${verb} the payment of ${dollars(earlier.amount)} on ${formatDate(earlier.paidOn)}`;
}

export interface PaymentForm {
  paidOn: string;
  amount: string;
  reference: string;
}

export type PaymentErrors = Partial<Record<'paidOn' | 'amount' | 'reference', string>>;

/** The form as the dialog opens: today in Auckland, the amount that remains by the viewer's own records. */
export function initialForm(remaining: number | null | undefined, today: string = todayInAuckland()): PaymentForm {
  return { paidOn: today, amount: remaining != null && remaining > 0 ? formatMoney(remaining) : '', reference: '' };
}

/** The form as it opens to correct a record: that record's date, amount and reference. */
export function correctionForm(record: { paidOn: string; amount: number; reference: string }): PaymentForm {
  return { paidOn: record.paidOn, amount: formatMoney(record.amount), reference: record.reference };
}

/**
 * The form checked: the payment in cents with its date and reference, or the problem beside
 * each field. A date in the future (Auckland) is refused, as the server refuses it.
 */
export function checkForm(
  form: PaymentForm,
  today: string = todayInAuckland(),
): { ok: true; paidOn: string; amount: number; reference: string } | { ok: false; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  if (!form.paidOn) errors.paidOn = DATE_REQUIRED;
  else if (form.paidOn > today) errors.paidOn = DATE_IN_FUTURE;
  let amount = 0;
  if (!form.amount.trim()) errors.amount = AMOUNT_REQUIRED;
  else {
    try {
      amount = parseMoney(form.amount.replace(/^\s*\$/, ''));
      if (amount <= 0) errors.amount = AMOUNT_NOT_POSITIVE;
    } catch (e) {
      errors.amount = e instanceof RuleError ? e.message : String(e);
    }
  }
  const reference = form.reference.trim();
  if (reference.length > MAX_REFERENCE) errors.reference = REFERENCE_TOO_LONG;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, paidOn: form.paidOn, amount, reference };
}

/** The server's field names (extensions.field) as the form's. */
export function formField(field: string | null): keyof PaymentErrors | null {
  return field === 'paidOn' || field === 'amount' || field === 'reference' ? field : null;
}
