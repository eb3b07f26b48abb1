import { describe, expect, it } from 'vitest';
import type { RetentionFormula } from './retention';
import { scheduleTotals, type ScheduleInput } from './schedules';

const TEN_PERCENT: RetentionFormula = { marginalRates: [{ rate: 10_000_000, upTo: null }], maxAmount: null };

// Claim 2 of a contract retaining 10 %: $1,000 claimed before (retained $100), $600 + $400 now.
const input = (fields: Partial<ScheduleInput> = {}): ScheduleInput => ({
  lines: [
    { claimed: 60000, scheduled: 60000 },
    { claimed: 40000, scheduled: 40000 },
  ],
  grossBefore: 100000,
  retainedBefore: -10000,
  formula: TEN_PERCENT,
  adjustExcl: 0,
  adjustTax: 0,
  claimedExcl: 90000,
  claimedTax: 13500,
  ...fields,
});

describe('payment schedule totals (SCHEDULES.md money rules)', () => {
  it('scheduled as claimed: the claim’s own totals, no difference', () => {
    expect(scheduleTotals(input())).toEqual({
      scheduledGross: 100000,
      retention: -10000,
      scheduleExcl: 90000,
      scheduleTax: 13500,
      net: 103500,
      claimedNet: 103500,
      difference: 0,
    });
  });

  it('retention is recomputed on the scheduled gross to date, less what was already taken', () => {
    const totals = scheduleTotals(input({ lines: [{ claimed: 60000, scheduled: 30000 }, { claimed: 40000, scheduled: 40000 }] }));
    // gross to date 1,700 → 170 due, 100 taken → –70 on this claim
    expect(totals.retention).toBe(-7000);
    expect(totals.scheduleExcl).toBe(63000);
    expect(totals.scheduleTax).toBe(9450);
    expect(totals.difference).toBe(103500 - 72450);
  });

  it('GST once on the exclusive amount (rounded once), the adjustment and its GST on top', () => {
    const totals = scheduleTotals(
      input({ lines: [{ claimed: 33, scheduled: 33 }, { claimed: 33, scheduled: 33 }], formula: null, retainedBefore: 0, adjustExcl: -1000, adjustTax: -150 }),
    );
    // 15 % of 66 ¢ = 9.9 → 10 ¢ (per line it would be 5 + 5)
    expect(totals.scheduleTax).toBe(10 - 150);
    expect(totals.scheduleExcl).toBe(66 - 1000);
  });

  it('scheduling nothing pays nothing (retention taken before is not released by a zero schedule)', () => {
    const totals = scheduleTotals(input({ lines: [{ claimed: 60000, scheduled: 0 }, { claimed: 40000, scheduled: 0 }] }));
    expect(totals.retention).toBe(0);
    expect(totals.net).toBe(0);
    expect(totals.difference).toBe(103500);
  });
});
