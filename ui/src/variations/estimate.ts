/**
 * The estimate form's values (spec 2 'Issue page'): lines priced like ledger lines (quantity x unit
 * price, to the cent), otherImpact, scheduleImpact and scheduleImpactDays (spec 2: 'Schedule impact
 * days: whole number; empty means null; non-numbers ignored.'). The days box keeps the digits typed
 * and one leading minus sign ('-', '\u2212' or '\u2013', kept as '-'), so that a negative is refused
 * beside the field rather than quietly turned into its opposite (issue 36).
 */
import { divRound, formatMoney, formatQty, parseMoney, parseQty } from '../domain/money';

export interface LineDraft {
  name: string;
  qty: string;
  unitPrice: string;
}

export interface EstimateDraft {
  lines: LineDraft[];
  otherImpact: string;
  scheduleImpact: string;
  days: string;
}

export interface EstimateSource {
  readonly lines: ReadonlyArray<{ readonly name: string; readonly qtyMilli: number; readonly unitPrice: number }>;
  readonly otherImpact: string;
  readonly scheduleImpact: string;
  readonly scheduleImpactDays: number | null | undefined;
}

export const EMPTY_LINE: LineDraft = { name: '', qty: '1', unitPrice: '' };

export function draftOf(estimate: EstimateSource | null | undefined): EstimateDraft {
  if (!estimate) return { lines: [{ ...EMPTY_LINE }], otherImpact: '', scheduleImpact: '', days: '' };
  return {
    lines: estimate.lines.map((l) => ({ name: l.name, qty: formatQty(l.qtyMilli), unitPrice: formatMoney(l.unitPrice) })),
    otherImpact: estimate.otherImpact,
    scheduleImpact: estimate.scheduleImpact,
    days: estimate.scheduleImpactDays == null ? '' : String(estimate.scheduleImpactDays),
  };
}

/** The server's words for a negative (app/variations/service.py NEGATIVE_DAYS), and its limit. */
export const NEGATIVE_DAYS = 'Schedule impact days cannot be negative';
export const MAX_DAYS = 3650;
export const TOO_MANY_DAYS = `At most ${MAX_DAYS} days`;

/** What the days box keeps of the typed text: one leading minus sign (as '-') and the digits. */
export function daysInput(text: string): string {
  const sign = /^\s*[-\u2212\u2013]/.test(text) ? '-' : '';
  return (sign + text.replace(/\D/g, '')).slice(0, 8);
}

/** Why the days cannot be sent, beside the field; null when they can (empty is none). */
export function daysProblem(text: string): string | null {
  const days = daysInput(text);
  if (days.startsWith('-')) return NEGATIVE_DAYS;
  if (days !== '' && Number(days) > MAX_DAYS) return TOO_MANY_DAYS;
  return null;
}

/** Days as sent: null when empty (only called once `daysProblem` is null). */
export function daysValue(text: string): number | null {
  const days = daysInput(text);
  return days === '' ? null : Number(days);
}

/** A line's amount in cents, or null while its quantity or price does not parse. */
export function lineAmount(line: LineDraft): number | null {
  try {
    return divRound(parseQty(line.qty || '0') * parseMoney(line.unitPrice || '0'), 1000);
  } catch {
    return null;
  }
}

export function draftTotal(draft: EstimateDraft): number {
  return draft.lines.reduce((sum, line) => sum + (lineAmount(line) ?? 0), 0);
}

/** The mutation's estimate input; throws the first problem's message (with the line's number). */
export function estimateInput(draft: EstimateDraft) {
  const lines = draft.lines
    .filter((l) => l.name.trim() || l.unitPrice.trim())
    .map((l, i) => {
      if (!l.name.trim()) throw new Error(`Line ${i + 1}: Required`);
      try {
        return { name: l.name.trim(), qtyMilli: parseQty(l.qty || '1'), unitPrice: parseMoney(l.unitPrice || '0') };
      } catch (e) {
        throw new Error(`Line ${i + 1}: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  return {
    lines,
    otherImpact: draft.otherImpact,
    scheduleImpact: draft.scheduleImpact,
    scheduleImpactDays: daysValue(draft.days),
  };
}
