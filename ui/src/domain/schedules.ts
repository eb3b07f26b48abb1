/**
 * Payment schedule arithmetic: the browser side of app/domain/schedules.py (the rules are in
 * /work/notes/SCHEDULES.md and that module's docstring), so the builder's totals match what the
 * server will compute and check at send. All integer cents; tests/vectors/schedules.json keeps
 * both sides equal.
 *
 * - scheduled gross = the scheduled line amounts (excl GST) added up;
 * - retention = recomputed on the scheduled gross to date (gross to date before this claim +
 *   scheduled gross) with the contract's formula, less what earlier claims already took;
 * - scheduleExcl = scheduled gross + retention + adjustExcl;
 * - scheduleTax = GST once on gross + retention (per tax rate, as claims do: retention at NZ_GST)
 *   + adjustTax, the adjustment's own GST;
 * - net = scheduleExcl + scheduleTax; difference = claimed net - scheduled net.
 */
import { retentionLineAmount, type RetentionFormula } from './retention';
import { NZ_GST, taxOn } from './tax';

export interface ScheduleLineAmounts {
  claimed: number;
  scheduled: number;
  reason?: string;
}

export interface ScheduleInput {
  lines: ReadonlyArray<ScheduleLineAmounts>;
  /** Gross (non-retention) claimed to date before this claim. */
  grossBefore: number;
  /** Retention taken by earlier claims (their retention entries added up, ≤ 0). */
  retainedBefore: number;
  formula: RetentionFormula | null | undefined;
  adjustExcl: number;
  adjustTax: number;
  /** The claim revision's amount excluding GST, and its GST. */
  claimedExcl: number;
  claimedTax: number;
  taxRateId?: string;
}

export interface ScheduleTotals {
  scheduledGross: number;
  retention: number;
  scheduleExcl: number;
  scheduleTax: number;
  net: number;
  claimedNet: number;
  /** Claimed net minus scheduled net: what the payer will not pay. */
  difference: number;
}

export const REASON_REQUIRED = 'Required';

export function scheduleTotals(input: ScheduleInput): ScheduleTotals {
  const taxRateId = input.taxRateId ?? NZ_GST;
  const scheduledGross = input.lines.reduce((total, line) => total + line.scheduled, 0);
  const retention = retentionLineAmount(input.grossBefore + scheduledGross, input.retainedBefore, input.formula);
  const gst =
    taxRateId === NZ_GST ? taxOn(scheduledGross + retention, NZ_GST) : taxOn(scheduledGross, taxRateId) + taxOn(retention, NZ_GST);
  const scheduleExcl = scheduledGross + retention + input.adjustExcl;
  const scheduleTax = gst + input.adjustTax;
  const net = scheduleExcl + scheduleTax;
  const claimedNet = input.claimedExcl + input.claimedTax;
  return { scheduledGross, retention, scheduleExcl, scheduleTax, net, claimedNet, difference: claimedNet - net };
}

/** A line whose scheduled amount differs from its claimed amount needs a reason. */
export function needsReason(line: ScheduleLineAmounts): boolean {
  return line.scheduled !== line.claimed && !(line.reason ?? '').trim();
}
