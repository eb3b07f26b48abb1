/**
 * What the notice-before-use dialog sends (issue 38; app/retention/defects.py checks it all again): a
 * notice (the defect and the amount), its service by hand or post (s 80: how, when, on whom), and a use
 * for defects under a served notice. Checked before sending with the server's own words, so a refusal
 * reads the same before and after sending; the server alone knows the dates and the amounts held.
 */
import { amountOf, movementInput, type Checked, type EntryText, type FieldErrors, type Movement } from './recordForm';

// The server's words (app/retention/defects.py; the amount's are app/retention/service.py's, in recordForm.ts).
export const DEFECT_REQUIRED = 'Describe the defect to be remedied';
export const MANNER_REQUIRED = 'Choose how the notice was served';
export const SERVED_ON_REQUIRED = 'Enter the date the notice was served';
export const SERVED_TO_REQUIRED = 'Say on whom (or where) the notice was served';
export const USED_ON_REQUIRED = 'Enter the day the money was used';

export const NOTICE_FIELDS = ['defect', 'amount'] as const;
export const SERVICE_FIELDS = ['manner', 'servedOn', 'servedTo'] as const;
export const USE_FIELDS = ['amount', 'date', 'bankRef', 'note'] as const;

export const MANNERS = [
  { value: 'personal', label: 'Delivered to the person' },
  { value: 'left', label: 'Left at their place of business' },
  { value: 'post', label: 'Posted' },
] as const;

export interface NoticeInput {
  contractId: string;
  defect: string;
  amount: number;
}

export function noticeInput(contractId: string, text: { defect: string; amount: string }): Checked<NoticeInput> {
  const errors: FieldErrors = {};
  if (!text.defect.trim()) errors.defect = DEFECT_REQUIRED;
  const amount = amountOf(text.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (Object.keys(errors).length || 'error' in amount) return { errors };
  return { input: { contractId, defect: text.defect.trim(), amount: amount.cents } };
}

export interface ServiceInput {
  contractId: string;
  number: number;
  manner: string;
  servedOn: string;
  servedTo: string;
}

export function serviceInput(
  contractId: string,
  number: number,
  text: { manner: string; servedOn: string; servedTo: string },
): Checked<ServiceInput> {
  const errors: FieldErrors = {};
  if (!MANNERS.some((m) => m.value === text.manner)) errors.manner = MANNER_REQUIRED;
  if (!text.servedOn) errors.servedOn = SERVED_ON_REQUIRED;
  if (!text.servedTo.trim()) errors.servedTo = SERVED_TO_REQUIRED;
  if (Object.keys(errors).length) return { errors };
  return { input: { contractId, number, manner: text.manner, servedOn: text.servedOn, servedTo: text.servedTo.trim() } };
}

export interface UseInput extends Movement {
  contractId: string;
  noticeNumber: number;
}

/** A use for defects under notice `noticeNumber`: a movement whose day is the day the money was used. */
export function useInput(contractId: string, noticeNumber: number, text: EntryText): Checked<UseInput> {
  const checked = movementInput(text, USED_ON_REQUIRED);
  return checked.errors ? checked : { input: { contractId, noticeNumber, ...checked.input } };
}

