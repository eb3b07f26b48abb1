/**
 * What the notice-before-use dialog sends (issue 38; app/retention/defects.py checks it all again): a
 * notice (the defect and the amount), its service by hand or post (s 80: how, when, on whom), and a use
 * for defects under a served notice. Checked before sending with the server's own words, so a refusal
 * reads the same before and after sending; the server alone knows the dates and the amounts held.
 */
import { checkService } from '../enforcement/texts';
import { amountOf, movementInput, type Checked, type EntryText, type FieldErrors, type Movement } from './recordForm';

// The server's words (app/retention/defects.py; the amount's are app/retention/service.py's, in recordForm.ts).
export const DEFECT_REQUIRED = 'Describe the defect to be remedied';
export const USED_ON_REQUIRED = 'Enter the day the money was used';

export const NOTICE_FIELDS = ['defect', 'amount', 'evidence'] as const;
export const SERVICE_FIELDS = ['manner', 'servedOn', 'servedTo'] as const;
export const USE_FIELDS = ['amount', 'date', 'bankRef', 'note'] as const;

/** A file named as evidence: an attachment upload of the holder (uploads/upload.ts), as the server takes it. */
export interface EvidenceFile {
  id: string;
  filename: string;
}

export interface NoticeInput {
  contractId: string;
  defect: string;
  amount: number;
  evidence: EvidenceFile[];
}

/** The server names a refused file by its place (`evidence.2`): the form shows it beside the files. */
export function fieldOfRefusal(field: string | null): string | null {
  return field !== null && /^evidence\.\d+$/.test(field) ? 'evidence' : field;
}

export function noticeInput(
  contractId: string,
  text: { defect: string; amount: string },
  evidence: readonly EvidenceFile[] = [],
): Checked<NoticeInput> {
  const errors: FieldErrors = {};
  if (!text.defect.trim()) errors.defect = DEFECT_REQUIRED;
  const amount = amountOf(text.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (Object.keys(errors).length || 'error' in amount) return { errors };
  return {
    input: { contractId, defect: text.defect.trim(), amount: amount.cents, evidence: evidence.map(({ id, filename }) => ({ id, filename })) },
  };
}

export interface ServiceInput {
  contractId: string;
  number: number;
  manner: string;
  servedOn: string;
  servedTo: string;
}

/**
 * The record of service, checked as every record of service is (enforcement's `checkService`: a manner,
 * a day not in the future, on whom); the manners offered are the server's (`retentionDefects.manners`).
 */
export function serviceInput(
  contractId: string,
  number: number,
  text: { manner: string; servedOn: string; servedTo: string },
  today: string,
): Checked<ServiceInput> {
  const errors: FieldErrors = checkService(text, today);
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

