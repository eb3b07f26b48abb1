/** The holder's retention records beyond the served statements (issue 38): their words. Pure. */
export const RECORDS_TITLE = 'Retention records';
export const RECORDS_DESCRIPTION =
  'The internal report of every ledger, the trust account and instrument register and the last reconciliation (CCA ss 18FC, 18FD), kept with its SHA-256. Owners can export every record, with a manifest of SHA-256 hashes, for an information request or a receiver.';
export const MAKE_INTERNAL = 'Make internal report';
export const INTERNAL_MADE = 'Internal report made';
export const NO_INTERNAL = 'No internal report has been made yet.';
export const EXPORT_RECORDS = 'Export all records (zip)';
export const EXPORT_NOTE = 'Owners only. Each export is logged on the activity of every contract it covers.';
export const SEND_PACK = 'Send inspection pack';
export const PACK_SENT = 'Inspection pack sent';
export const CSV_FAILED = 'The CSV could not be downloaded. Try again in a moment.';

/** '3 ledgers, $30,000.00 held; reconciled' — what one internal report covers, in words. */
export function internalSummary(r: { ledgerCount: number; retentionMoney: string; difference: string | null }, money: (n: number) => string): string {
  const ledgers = `${r.ledgerCount} ledger${r.ledgerCount === 1 ? '' : 's'}, ${money(Number(r.retentionMoney))} held`;
  if (r.difference === null) return `${ledgers}; no bank statement imported`;
  const difference = Number(r.difference);
  return difference === 0 ? `${ledgers}; reconciled` : `${ledgers}; the account is ${money(Math.abs(difference))} out`;
}
