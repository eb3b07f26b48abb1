/**
 * Payment schedule arithmetic: the browser side of app/domain/schedules.py (read its docstring
 * for the decisions), so the builder's live totals are the ones the server computes and checks
 * at save and send. All integer cents; tests/vectors/schedules.json keeps both sides equal.
 *
 *     scheduled gross   the lines' scheduled amounts (this claim, excl GST; null: as claimed)
 *     retention         -(retention due on gross before this claim + scheduled gross)
 *                       - retentions already taken (≤ 0)
 *     scheduleExcl      scheduled gross + retention + adjustExcl
 *     scheduleTax       GST once on scheduled gross + retention (retention at NZ_GST, the rest
 *                       at the contract's rate) + adjustTax
 *     net               scheduleExcl + scheduleTax
 *     difference        claimed net - net
 *
 * The claimed side is computed by the same rule from the claimed amounts.
 */
import { retentionLineAmount, type RetentionFormula } from './retention';
import { NO_GST, NZ_GST, taxOn } from './tax';

export interface ScheduleLineAmounts {
  /** Claimed this claim, excl GST. */
  claimed: number;
  /** Scheduled this claim, excl GST; null: as claimed. */
  scheduled: number | null;
}

export interface ScheduleInput {
  lines: ReadonlyArray<ScheduleLineAmounts>;
  /** Gross (non-retention) claimed to date before this claim. */
  grossBefore: number;
  /** Retention taken by earlier claims (their retention entries added up, ≤ 0). */
  retainedBefore: number;
  formula: RetentionFormula | null | undefined;
  taxRateId: string;
  adjustExcl: number;
  adjustTax: number;
}

export interface ScheduleTotals {
  claimedGross: number;
  claimedRetention: number;
  claimedExcl: number;
  claimedTax: number;
  claimedNet: number;
  scheduledGross: number;
  retention: number;
  scheduleExcl: number;
  scheduleTax: number;
  net: number;
  /** Claimed net minus scheduled net: what the payer withholds (negative when paying more). */
  difference: number;
}

export function scheduledAmount(line: ScheduleLineAmounts): number {
  return line.scheduled ?? line.claimed;
}

/** GST on a claim's own amounts: once per rate, retention at NZ_GST (app/domain/claims.py); none at
 * all at NO_GST (a supplier not registered for GST). */
function gstOn(gross: number, retention: number, taxRateId: string): number {
  if (taxRateId === NZ_GST || taxRateId === NO_GST) return taxOn(gross + retention, taxRateId);
  return taxOn(gross, taxRateId) + taxOn(retention, NZ_GST);
}

export function scheduleTotals(input: ScheduleInput): ScheduleTotals {
  const { grossBefore, retainedBefore, formula, taxRateId } = input;
  const claimedGross = input.lines.reduce((total, line) => total + line.claimed, 0);
  const scheduledGross = input.lines.reduce((total, line) => total + scheduledAmount(line), 0);
  const claimedRetention = retentionLineAmount(grossBefore + claimedGross, retainedBefore, formula);
  const retention = retentionLineAmount(grossBefore + scheduledGross, retainedBefore, formula);
  const claimedExcl = claimedGross + claimedRetention;
  const claimedTax = gstOn(claimedGross, claimedRetention, taxRateId);
  const scheduleExcl = scheduledGross + retention + input.adjustExcl;
  const scheduleTax = gstOn(scheduledGross, retention, taxRateId) + input.adjustTax;
  const claimedNet = claimedExcl + claimedTax;
  const net = scheduleExcl + scheduleTax;
  return {
    claimedGross,
    claimedRetention,
    claimedExcl,
    claimedTax,
    claimedNet,
    scheduledGross,
    retention,
    scheduleExcl,
    scheduleTax,
    net,
    difference: claimedNet - net,
  };
}
