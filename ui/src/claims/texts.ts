/** Words of the claim screens that other screens (the payment schedule's, the claim lists) use too. */
export const LOADING_DOCUMENT = 'Loading document...';
export const CLAIM_NOT_FOUND = 'Claim not found';
export const LEDGER_NOT_FOUND = 'Ledger not found';
export const REVISION_NOT_FOUND = 'Claim revision not found';
/** Under an empty field or cell that must be filled (a line's description, the schedule of values' form). */
export const REQUIRED = 'Required';
/** The confirmations of the claim's menu and of the selected claims' actions (spec 2 §4). */
export const DELETE_DRAFT_TITLE = 'Delete Draft?';
export const DELETE_DRAFT_TEXT = "This can't be undone.";
export const CHANGE_TO_DRAFT_TITLE = 'Change to draft?';
export const CHANGE_TO_DRAFT_TEXT = 'This will allow editing the claim.';
export const CHANGED_TO_DRAFT = 'Changed to draft';
/** A sent claim deleted is voided: what its confirmation says. */
export const VOID_TEXT = 'It will no longer ask for payment, and the customer will be told. This can\u2019t be undone.';
/** The resend's toasts (spec 2: 'Sending...', 'Email sent'). */
export const SENDING = 'Sending...';
export const EMAIL_SENT = 'Email sent';

/** Beside what a viewer may not do (new claim, payment schedule). */
export const NO_PERMISSION = 'You do not have permission';

/**
 * The one name of each date of a claim and its schedule, as the server's PDFs and emails write them
 * (app/domain/claim_standing.py SCHEDULE_DUE_BY, app/schedules/statements.py SCHEDULED_PAYMENT_DATE):
 * the payment-schedule deadline (s 22), the payment date a schedule states, and a schedule sent
 * after that deadline. The claim page, the schedule's screens, the export and the link page use them.
 */
export const SCHEDULE_DUE_BY = 'Payment schedule due by';
export const SCHEDULED_PAYMENT_DATE = 'Scheduled payment date';
export const GIVEN_LATE = 'Given late';

/** The claim number of the route: a whole number, else null ('Claim not found'). */
export function parseClaimNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
