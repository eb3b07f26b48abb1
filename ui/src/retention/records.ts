/** The holder's retention records beyond the served statements (issue 38): their words. Pure. */
export const RECORDS_TITLE = 'Retention records';
export const RECORDS_DESCRIPTION =
  'The internal report of every ledger, the trust account and instrument register and the last reconciliation (CCA ss 18FC, 18FD), kept with its SHA-256. Owners can export every record, with a manifest of SHA-256 hashes, for an information request or a receiver. Both are prepared in the background: this card shows when they are ready.';
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

export const PREPARING_INTERNAL = 'Preparing the internal report…';
export const PREPARING_EXPORT = 'Preparing the export…';
export const DOWNLOAD_EXPORT = 'Download the export (zip)';
/** How often the card asks again while a job is Preparing. */
export const POLL_MS = 1500;

export interface JobLike {
  number: number;
  kind: string;
  status: string;
}

/** The newest job of each kind (the list comes newest first), and whether any is still Preparing. */
export function newestJobs<J extends JobLike>(jobs: readonly J[] | null | undefined): { internal: J | null; exportJob: J | null; preparing: boolean } {
  const list = jobs ?? [];
  return {
    internal: list.find((j) => j.kind === 'internal') ?? null,
    exportJob: list.find((j) => j.kind === 'export') ?? null,
    preparing: list.some((j) => j.status === 'Preparing'),
  };
}

/** One key per press of a button: a request sent twice with it answers the same job. */
export function requestKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
