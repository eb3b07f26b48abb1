/**
 * Previous claims already paid, imported with a new project (spec 2 'New project screen'):
 * toggling the import on creates one claim with a starter line, toggling it off clears them.
 * Each claim has a number (default 1), a date (default today), lines, and a 'Total Claim to
 * Date' that must equal the sum of the lines.
 */
import type { LineType } from '../claims/lines';
import { parseMoney } from '../domain/money';
import { todayInAuckland } from '../domain/workingDays';

export const TOTAL_MISMATCH = 'This amount does not match the previous claim provided below.';

export interface LineDraft {
  key: string;
  name: string;
  amount: string;
  /** From a CSV import; defaults otherwise. */
  group: string[];
  type: LineType;
  qtyMilli: number;
  unitPrice: number;
  reference: string;
}

export interface ClaimDraft {
  key: string;
  number: string;
  date: string;
  total: string;
  lines: LineDraft[];
}

let nextKey = 1;
export function newKey(): string {
  nextKey += 1;
  return `k${nextKey}`;
}

/** Today in New Zealand (a claim's date is an Auckland date), as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return todayInAuckland(now);
}

export function starterLine(): LineDraft {
  return { key: newKey(), name: '', amount: '', group: [], type: 'BaseContract', qtyMilli: 1000, unitPrice: 0, reference: '' };
}

export function starterClaim(number = 1): ClaimDraft {
  return { key: newKey(), number: String(number), date: todayIso(), total: '', lines: [starterLine()] };
}

/** Cents of a typed amount, or null when it does not parse (blank is 0). */
export function centsOf(text: string): number | null {
  if (!text.trim()) return 0;
  try {
    return parseMoney(text);
  } catch {
    return null;
  }
}

export function linesTotal(claim: ClaimDraft): number | null {
  let total = 0;
  for (const line of claim.lines) {
    const cents = centsOf(line.amount);
    if (cents === null) return null;
    total += cents;
  }
  return total;
}

export interface ClaimErrors {
  number?: string;
  date?: string;
  total?: string;
  lines: Record<string, { name?: string; amount?: string }>;
}

export function claimErrors(claim: ClaimDraft): ClaimErrors {
  const errors: ClaimErrors = { lines: {} };
  if (!/^\d+$/.test(claim.number.trim())) errors.number = 'Required';
  if (!claim.date) errors.date = 'Required';
  for (const line of claim.lines) {
    const e: { name?: string; amount?: string } = {};
    if (!line.name.trim()) e.name = 'Required';
    if (centsOf(line.amount) === null) e.amount = 'Enter an amount such as 1,234.56';
    if (e.name || e.amount) errors.lines[line.key] = e;
  }
  const total = centsOf(claim.total);
  const sum = linesTotal(claim);
  if (total === null || sum === null || total !== sum) errors.total = TOTAL_MISMATCH;
  return errors;
}

export function hasErrors(errors: ClaimErrors): boolean {
  return Boolean(errors.number || errors.date || errors.total || Object.keys(errors.lines).length);
}

export function claimInput(claim: ClaimDraft) {
  return {
    number: Number(claim.number.trim()),
    date: claim.date,
    totalExcl: centsOf(claim.total) ?? 0,
    lines: claim.lines.map((l) => ({
      name: l.name.trim(),
      group: l.group,
      type: l.type,
      qtyMilli: l.qtyMilli,
      unitPrice: l.unitPrice,
      amountExcl: centsOf(l.amount) ?? 0,
      reference: l.reference,
    })),
  };
}
