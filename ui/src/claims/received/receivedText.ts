/**
 * Claims and payment schedules received outside Claimdesk (issue 34): the forms' fields, their
 * checks before sending (the server checks the same, word for word: app/payments/received.py),
 * and the server's field names (extensions.field) as the forms'.
 */
import { RuleError } from '../../domain/ruleError';
import { parseMoney } from '../../domain/money';
import { todayInAuckland } from '../../domain/workingDays';

export const FUTURE_SERVICE = 'The date of service cannot be in the future';
export const FUTURE_RECEIPT = 'The date received cannot be in the future';
export const SERVED_ON_REQUIRED = 'The date of service is required';
export const RECEIVED_ON_REQUIRED = 'The date received is required';
export const DUE_DATE_REQUIRED = "The claim's due date is required";
export const PAYMENT_DATE_REQUIRED = 'The payment date is required';
export const PERIOD_ORDER = 'The period must end on or after the day it starts';
export const MANNER_REQUIRED = 'Choose how it was received';
export const AMOUNT_REQUIRED = 'Enter the amount including GST';
export const NOT_A_PDF = 'Attach the document as received, as a PDF';
export const fileRequired = (document: string) => `Attach the ${document} as received (a PDF)`;
export const MAX_REFERENCE = 100;
export const MAX_REASONS = 2000;

export type Manner = 'email' | 'post' | 'hand';
export const CLAIM_MANNERS: ReadonlyArray<{ value: Manner; label: string }> = [
  { value: 'email', label: 'By email' },
  { value: 'post', label: 'By post' },
  { value: 'hand', label: 'By hand' },
];
export const SCHEDULE_MANNERS = CLAIM_MANNERS.filter((m) => m.value !== 'hand');

/** The uploaded PDF: its upload id and the name shown. */
export interface PdfRef {
  id: string;
  filename: string;
}

export interface ClaimForm {
  file: PdfRef | null;
  servedOn: string;
  manner: Manner | '';
  claimed: string;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  reference: string;
}
export type ClaimErrors = Partial<Record<keyof ClaimForm, string>>;

export interface ScheduleForm {
  file: PdfRef | null;
  receivedOn: string;
  manner: Manner | '';
  scheduled: string;
  paymentDate: string;
  reasons: string;
}
export type ScheduleErrors = Partial<Record<keyof ScheduleForm, string>>;

export function emptyClaimForm(today: string = todayInAuckland()): ClaimForm {
  return { file: null, servedOn: today, manner: 'email', claimed: '', dueDate: '', periodFrom: '', periodTo: '', reference: '' };
}

export function emptyScheduleForm(today: string = todayInAuckland()): ScheduleForm {
  return { file: null, receivedOn: today, manner: 'email', scheduled: '', paymentDate: '', reasons: '' };
}

function amountOf(text: string, errors: Record<string, string>, key: string): number {
  if (!text.trim()) {
    errors[key] = AMOUNT_REQUIRED;
    return 0;
  }
  try {
    const cents = parseMoney(text.replace(/^\s*\$/, ''));
    if (cents < 0) errors[key] = 'Enter an amount of nil or more';
    return cents;
  } catch (e) {
    errors[key] = e instanceof RuleError ? e.message : String(e);
    return 0;
  }
}

export type ClaimInput = {
  file: PdfRef;
  servedOn: string;
  manner: Manner;
  claimed: number;
  dueDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  reference: string | null;
};

export function checkClaimForm(
  form: ClaimForm,
  today: string = todayInAuckland(),
): { ok: true; input: ClaimInput } | { ok: false; errors: ClaimErrors } {
  const errors: ClaimErrors = {};
  if (!form.file) errors.file = fileRequired('payment claim');
  if (!form.servedOn) errors.servedOn = SERVED_ON_REQUIRED;
  else if (form.servedOn > today) errors.servedOn = FUTURE_SERVICE;
  if (!form.manner) errors.manner = MANNER_REQUIRED;
  const claimed = amountOf(form.claimed, errors, 'claimed');
  if (!form.dueDate) errors.dueDate = DUE_DATE_REQUIRED;
  if (form.periodFrom && form.periodTo && form.periodTo < form.periodFrom) errors.periodTo = PERIOD_ORDER;
  if (form.reference.trim().length > MAX_REFERENCE) errors.reference = `Reference must be at most ${MAX_REFERENCE} characters`;
  if (Object.keys(errors).length || !form.file || !form.manner) return { ok: false, errors };
  return {
    ok: true,
    input: {
      file: form.file,
      servedOn: form.servedOn,
      manner: form.manner,
      claimed,
      dueDate: form.dueDate,
      periodFrom: form.periodFrom || null,
      periodTo: form.periodTo || null,
      reference: form.reference.trim() || null,
    },
  };
}

export type ScheduleInput = {
  file: PdfRef;
  receivedOn: string;
  manner: Manner;
  scheduled: number;
  paymentDate: string;
  reasons: string | null;
};

export function checkScheduleForm(
  form: ScheduleForm,
  today: string = todayInAuckland(),
): { ok: true; input: ScheduleInput } | { ok: false; errors: ScheduleErrors } {
  const errors: ScheduleErrors = {};
  if (!form.file) errors.file = fileRequired('payment schedule');
  if (!form.receivedOn) errors.receivedOn = RECEIVED_ON_REQUIRED;
  else if (form.receivedOn > today) errors.receivedOn = FUTURE_RECEIPT;
  if (!form.manner) errors.manner = MANNER_REQUIRED;
  const scheduled = amountOf(form.scheduled, errors, 'scheduled');
  if (!form.paymentDate) errors.paymentDate = PAYMENT_DATE_REQUIRED;
  if (form.reasons.trim().length > MAX_REASONS) errors.reasons = `The reasons must be at most ${MAX_REASONS} characters`;
  if (Object.keys(errors).length || !form.file || !form.manner) return { ok: false, errors };
  return {
    ok: true,
    input: {
      file: form.file,
      receivedOn: form.receivedOn,
      manner: form.manner,
      scheduled,
      paymentDate: form.paymentDate,
      reasons: form.reasons.trim() || null,
    },
  };
}

/** The server's field (extensions.field, e.g. 'servedOn' or 'file.0.id') as one of the form's, else null. */
export function formField<F extends object>(field: string | null, form: F): keyof F | null {
  if (!field) return null;
  const head = field.split('.')[0];
  return head in form ? (head as keyof F) : null;
}

/** 'By email' for a manner recorded ('email'), else the word as recorded; '' for none. */
export function mannerLabel(manner: string | null | undefined): string {
  if (!manner) return '';
  return CLAIM_MANNERS.find((m) => m.value === manner)?.label ?? `By ${manner}`;
}

/** One fact of a claim received outside Claimdesk, as its page draws it. */
export interface ReceivedFact {
  key: 'served' | 'claimed' | 'due' | 'period' | 'reference' | 'deadline';
  label: string;
  value: string;
}

/**
 * What the page of a claim received outside Claimdesk states (issue 34): the facts recorded from
 * the supplier's document, and the s 22 deadline the server computed from the day of service —
 * never a Claimdesk claim document, its made-up invoice number or contract values. Period and
 * reference only when recorded.
 */
export function receivedFacts(claim: {
  servedOn: string | null | undefined;
  manner: string | null | undefined;
  claimed: number;
  chargesGst: boolean;
  dueDate: string | null | undefined;
  periodFrom: string | null | undefined;
  periodTo: string | null | undefined;
  reference: string | null | undefined;
  scheduleDeadline: string | null | undefined;
}, format: { date: (iso: string) => string; period: (from: string, to: string) => string; money: (cents: number) => string }): ReceivedFact[] {
  const facts: ReceivedFact[] = [];
  const manner = mannerLabel(claim.manner).toLowerCase();
  if (claim.servedOn) {
    facts.push({ key: 'served', label: 'Served on', value: `${format.date(claim.servedOn)}${manner ? `, ${manner}` : ''}` });
  }
  facts.push({
    key: 'claimed',
    label: 'Claimed amount',
    value: `${format.money(claim.claimed)} ${claim.chargesGst ? 'including GST' : '(no GST)'}`,
  });
  if (claim.dueDate) facts.push({ key: 'due', label: 'Due date', value: format.date(claim.dueDate) });
  if (claim.periodFrom || claim.periodTo) {
    facts.push({ key: 'period', label: 'Period', value: format.period(claim.periodFrom ?? '', claim.periodTo ?? '') });
  }
  if (claim.reference) facts.push({ key: 'reference', label: "Supplier's reference", value: claim.reference });
  if (claim.scheduleDeadline) {
    facts.push({ key: 'deadline', label: 'Payment schedule due by (s 22)', value: format.date(claim.scheduleDeadline) });
  }
  return facts;
}

/** The PDF already recorded, kept when a record is corrected (its id empty: no new upload is sent). */
export const KEEP_FILE = '';

/** The form of a correction: the record as it stands, the PDF kept unless another is attached. */
export function correctionForm(claim: {
  filename: string;
  servedOn: string | null | undefined;
  manner: string | null | undefined;
  claimed: number;
  dueDate: string | null | undefined;
  periodFrom: string | null | undefined;
  periodTo: string | null | undefined;
  reference: string | null | undefined;
}): ClaimForm {
  const manner = CLAIM_MANNERS.find((m) => m.value === claim.manner)?.value ?? '';
  return {
    file: { id: KEEP_FILE, filename: claim.filename },
    servedOn: claim.servedOn ?? '',
    manner,
    claimed: (claim.claimed / 100).toFixed(2),
    dueDate: claim.dueDate ?? '',
    periodFrom: claim.periodFrom ?? '',
    periodTo: claim.periodTo ?? '',
    reference: claim.reference ?? '',
  };
}
