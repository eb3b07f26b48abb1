/**
 * What the 'Record' dialogs of the Retention page send (issue 38): a deposit or a release on a
 * ledger (retentionEntryRecord) or an instrument covering it (retentionInstrumentRecord), checked
 * before sending with the server's own words (app/retention/service.py checks again, and refuses a
 * release of more than is held or a deposit of more than is out of the account beside the amount).
 */
import { parseMoney } from '../domain/money';
import { RuleError } from '../domain/ruleError';

export type RecordKind = 'deposited' | 'released' | 'instrument';

export const RECORD_TITLES: Record<RecordKind, string> = {
  deposited: 'Record a deposit',
  released: 'Record a release',
  instrument: 'Record an instrument',
};
export const RECORDED: Record<RecordKind, string> = {
  deposited: 'Deposit recorded',
  released: 'Release recorded',
  instrument: 'Instrument recorded',
};
export const MENU_LABELS: Record<RecordKind, string> = {
  deposited: 'Deposit into the trust account',
  released: 'Release to the subcontractor',
  instrument: 'Instrument (insurance, bond or guarantee)',
};

// The server's words (app/retention/service.py), so a refusal reads the same before and after sending.
export const AMOUNT_POSITIVE = 'Enter an amount greater than $0.00';
export const DATE_REQUIRED = 'Enter the date';
export const PROVIDER_REQUIRED = 'Enter the insurer, bond or guarantee provider';
export const INSTRUMENT_KIND = 'Choose insurance, bond or guarantee';
export const EXPIRY_BEFORE_START = 'The expiry date must be after the start date';

export const INSTRUMENT_KINDS = [
  { value: 'insurance', label: 'Insurance' },
  { value: 'bond', label: 'Bond' },
  { value: 'guarantee', label: 'Guarantee' },
] as const;

export interface EntryText {
  amount: string;
  date: string;
  bankRef: string;
  note: string;
}

export interface InstrumentText {
  kind: string;
  provider: string;
  reference: string;
  amount: string;
  startsOn: string;
  expiresOn: string;
}

export type FieldErrors = Partial<Record<string, string>>;
export type Checked<T> = { input: T; errors?: undefined } | { input?: undefined; errors: FieldErrors };

export const ENTRY_FIELDS = ['amount', 'date', 'bankRef', 'note'] as const;
export const INSTRUMENT_FIELDS = ['kind', 'provider', 'reference', 'amount', 'startsOn', 'expiresOn'] as const;

/** '10,000' → 1000000 cents, or the field's error (nothing, not money, or not above $0.00). */
export function amountOf(text: string): { cents: number } | { error: string } {
  if (!text.trim()) return { error: AMOUNT_POSITIVE };
  try {
    const cents = parseMoney(text);
    return cents > 0 ? { cents } : { error: AMOUNT_POSITIVE };
  } catch (e) {
    if (e instanceof RuleError) return { error: e.message };
    throw e;
  }
}

export interface EntryInput {
  contractId: string;
  kind: 'deposited' | 'released';
  amount: number;
  date: string;
  bankRef: string | null;
  note: string | null;
}

/** A movement of money on a ledger (a deposit, a release, a use for defects) as sent. */
export interface Movement {
  amount: number;
  date: string;
  bankRef: string | null;
  note: string | null;
}

/** The amount, day, bank reference and note of a movement, checked; `dateRequired`: the day's own words. */
export function movementInput(text: EntryText, dateRequired: string = DATE_REQUIRED): Checked<Movement> {
  const errors: FieldErrors = {};
  const amount = amountOf(text.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (!text.date) errors.date = dateRequired;
  if (Object.keys(errors).length || 'error' in amount) return { errors };
  return { input: { amount: amount.cents, date: text.date, bankRef: text.bankRef.trim() || null, note: text.note.trim() || null } };
}

export function entryInput(contractId: string, kind: 'deposited' | 'released', text: EntryText): Checked<EntryInput> {
  const checked = movementInput(text);
  return checked.errors ? checked : { input: { contractId, kind, ...checked.input } };
}

// A correction (app/retention/service.py): a signed amount, what it adds to the entry it names.
export const AMOUNT_NONZERO = 'Enter the amount the correction adds (negative to take away)';
export const CORRECTION_NEEDS = 'Choose the entry this corrects';
export const REASON_REQUIRED = 'Say why the entry is corrected';
export const CORRECTION_FIELDS = ['correctsId', 'amount', 'date', 'note'] as const;

export interface CorrectionInput {
  contractId: string;
  kind: 'correction';
  correctsId: string;
  amount: number;
  date: string;
  note: string;
}

/** '-1,000' → -100000 cents: a correction's amount may take away (negative) but is never nothing. */
export function signedAmountOf(text: string): { cents: number } | { error: string } {
  if (!text.trim()) return { error: AMOUNT_NONZERO };
  const negative = /^\s*[-\u2212]/.test(text);
  try {
    const cents = parseMoney(text.replace(/^\s*[-\u2212+]\s*/, ''));
    return cents === 0 ? { error: AMOUNT_NONZERO } : { cents: negative ? -cents : cents };
  } catch (e) {
    if (e instanceof RuleError) return { error: e.message };
    throw e;
  }
}

/** A correction naming the entry it corrects, with its signed amount, its day and why (the reason is required). */
export function correctionInput(
  contractId: string,
  text: { correctsId: string; amount: string; date: string; note: string },
): Checked<CorrectionInput> {
  const errors: FieldErrors = {};
  if (!text.correctsId) errors.correctsId = CORRECTION_NEEDS;
  const amount = signedAmountOf(text.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (!text.date) errors.date = DATE_REQUIRED;
  if (!text.note.trim()) errors.note = REASON_REQUIRED;
  if (Object.keys(errors).length || 'error' in amount) return { errors };
  return {
    input: { contractId, kind: 'correction', correctsId: text.correctsId, amount: amount.cents, date: text.date, note: text.note.trim() },
  };
}

export interface InstrumentInput {
  contractId: string;
  kind: string;
  provider: string;
  reference: string | null;
  amount: number;
  startsOn: string;
  expiresOn: string;
}

export function instrumentInput(contractId: string, text: InstrumentText): Checked<InstrumentInput> {
  const errors: FieldErrors = {};
  if (!INSTRUMENT_KINDS.some((k) => k.value === text.kind)) errors.kind = INSTRUMENT_KIND;
  if (!text.provider.trim()) errors.provider = PROVIDER_REQUIRED;
  const amount = amountOf(text.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (!text.startsOn) errors.startsOn = DATE_REQUIRED;
  if (!text.expiresOn) errors.expiresOn = DATE_REQUIRED;
  else if (text.startsOn && text.expiresOn <= text.startsOn) errors.expiresOn = EXPIRY_BEFORE_START;
  if (Object.keys(errors).length || 'error' in amount) return { errors };
  return {
    input: {
      contractId,
      kind: text.kind,
      provider: text.provider.trim(),
      reference: text.reference.trim() || null,
      amount: amount.cents,
      startsOn: text.startsOn,
      expiresOn: text.expiresOn,
    },
  };
}
