/**
 * The reconcile screen's words and small pure helpers (issue 38, bank reconciliation): the file sent
 * as base64 of its bytes (the server reads the encoding, and never evaluates a cell), and the entries a line may be allocated to (the same amount and
 * direction first).
 */
export const RECONCILE_TITLE = 'Reconcile the trust account';
export const RECONCILE_DESCRIPTION =
  'Import the trust account’s bank statement and allocate each line to a ledger entry or explain it (CCA ss 18E, 18EA). Interest is kept apart from retention money.';
export const LOADING_RECONCILIATION = 'Loading the reconciliation...';
export const NO_RECONCILE_PERMISSION = 'Only owners and members who can edit projects can reconcile the trust account.';
export const NO_TRUST_ACCOUNT = 'Record the trust account first';
export const NO_TRUST_ACCOUNT_DESCRIPTION = 'A statement can only be reconciled against a trust account recorded on the Retention page.';
export const NO_LINES = 'No statement imported yet';
export const NO_LINES_DESCRIPTION = 'Export the trust account’s statement from your bank as CSV and import it above.';
export const BALANCES = 'Balances to the cent';
export const IMPORTED = 'Statement imported';
export const ALLOCATED = 'Line allocated';
export const UNDONE = 'Allocation undone';
export const MAX_FILE_BYTES = 700 * 1024;
export const FILE_TOO_LARGE = 'The statement is too large (at most 700 KB): export a shorter period.';

export type Explanation = 'entry' | 'interest' | 'bank_fee' | 'other';
export const EXPLANATIONS: ReadonlyArray<{ value: Explanation; label: string }> = [
  { value: 'entry', label: 'A ledger entry (deposit, release or use)' },
  { value: 'interest', label: 'Interest (not retention money)' },
  { value: 'bank_fee', label: 'A bank fee' },
  { value: 'other', label: 'Other (say what)' },
];

export function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export interface OpenEntry {
  readonly id: string;
  readonly amount: number;
}

/** The entries a line may be allocated to: those of its amount (the only ones the server accepts). */
export function candidatesFor<T extends OpenEntry>(amount: number, entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.amount === amount);
}
