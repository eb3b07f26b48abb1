/**
 * The words and checks of the inspection requests (issue 38; CCA s 18FC): the subcontractor asks to
 * inspect the records of its retention money, the holder marks the request answered. Pure: the
 * dialogs (InspectionRequestDialog, InspectionAnswerDialog) and the card (InspectionCard) use them.
 */
import { formatDate } from '../lib/dates';
import type { Checked, FieldErrors } from './recordForm';

export const INSPECTION_TITLE = 'Requests to inspect the records';
export const REQUEST_ACTION = 'Request to inspect the records';
export const REQUEST_SENT = 'Request sent: the holder’s owners have been emailed.';
export const ANSWER_ACTION = 'Mark answered';
export const ANSWERED = 'Marked answered.';
export const ASKED_OF_US = 'Asked of us';
export const ASKED_BY_US = 'Asked by us';
export const NO_REQUESTS = 'No requests to inspect the retention records.';
export const MANNER_REQUIRED = 'Choose how the request was answered';
export const DATE_REQUIRED = 'Enter the day the request was answered';
export const REQUEST_FIELDS = ['message'] as const;
export const ANSWER_FIELDS = ['manner', 'answeredOn', 'note'] as const;

export interface RequestLike {
  open: boolean;
  requestedOn: string;
  answerWords: string | null | undefined;
}

/** The request's status as a badge says it: 'Open since 1 Jun 2026', or how and when it was answered. */
export function requestStatus(r: RequestLike): { tone: 'warning' | 'success'; text: string } {
  if (r.open) return { tone: 'warning', text: `Open since ${formatDate(r.requestedOn)}` };
  return { tone: 'success', text: r.answerWords ?? 'Answered' };
}

export interface AnswerText {
  manner: string;
  answeredOn: string;
  note: string;
}

export interface AnswerInput {
  contractId: string;
  number: number;
  manner: string;
  answeredOn: string;
  note: string;
}

/** The answer as the mutation takes it, or the errors beside their fields (the server checks again). */
export function answerInput(contractId: string, number: number, text: AnswerText): Checked<AnswerInput> {
  const errors: FieldErrors = {};
  if (!text.manner) errors.manner = MANNER_REQUIRED;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.answeredOn)) errors.answeredOn = DATE_REQUIRED;
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { contractId, number, manner: text.manner, answeredOn: text.answeredOn, note: text.note.trim() } };
}

/** The home panel's line: 'N requests to inspect the retention records to answer (CCA s 18FC), the first since {date}'. */
export function openRequestsLine(open: readonly { requestedOn: string }[]): string | null {
  if (open.length === 0) return null;
  const n = open.length;
  return (
    `${n} request${n === 1 ? '' : 's'} to inspect the retention records to answer (CCA s 18FC), ` +
    `the first since ${formatDate(open[0].requestedOn)}`
  );
}
