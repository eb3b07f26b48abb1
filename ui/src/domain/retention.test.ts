// The cases of tests/unit/domain/test_retention.py, so both sides agree on the band arithmetic.
import { describe, expect, it } from 'vitest';
import { retentionDue, retentionLineAmount, type RetentionFormula } from './retention';

const PERCENT = 1_000_000;
const DOLLAR = 100;
const SLIDING: RetentionFormula = {
  marginalRates: [
    { rate: 10 * PERCENT, upTo: 200_000 * DOLLAR },
    { rate: 5 * PERCENT, upTo: 1_000_000 * DOLLAR },
    { rate: 1_750_000, upTo: null },
  ],
  maxAmount: null,
};

describe('retention (app/domain/retention.py)', () => {
  it.each([
    [0, 0],
    [-5_000, 0],
    [100_000, 10_000 * DOLLAR],
    [200_000, 20_000 * DOLLAR],
    [300_000, 25_000 * DOLLAR],
    [1_000_000, 60_000 * DOLLAR],
    [1_500_000, 68_750 * DOLLAR],
  ])('the sliding scale on $%i is %i cents', (gross, due) => {
    expect(retentionDue(gross * DOLLAR, SLIDING)).toBe(due);
  });

  it('a maximum caps what is held', () => {
    const capped = { ...SLIDING, maxAmount: 50_000 * DOLLAR };
    expect(retentionDue(300_000 * DOLLAR, capped)).toBe(25_000 * DOLLAR);
    expect(retentionDue(9_000_000 * DOLLAR, capped)).toBe(50_000 * DOLLAR);
  });

  it('rounds once to the nearest cent, halves away from zero', () => {
    expect(retentionDue(1, SLIDING)).toBe(0);
    expect(retentionDue(29, { marginalRates: [{ rate: 1_750_000, upTo: null }], maxAmount: null })).toBe(1);
    expect(retentionDue(28, { marginalRates: [{ rate: 1_750_000, upTo: null }], maxAmount: null })).toBe(0);
    expect(retentionDue(1, { marginalRates: [{ rate: 50 * PERCENT, upTo: null }], maxAmount: null })).toBe(1);
  });

  it('a closed last band retains nothing above it; no formula retains nothing', () => {
    expect(retentionDue(500_000 * DOLLAR, { marginalRates: [{ rate: 5 * PERCENT, upTo: 100_000 * DOLLAR }], maxAmount: null })).toBe(
      5_000 * DOLLAR,
    );
    expect(retentionDue(1_000_000, null)).toBe(0);
  });

  it('stays exact past 2^53 of cents × rate (a $2bn gross at 10 %)', () => {
    const flat: RetentionFormula = { marginalRates: [{ rate: 10 * PERCENT, upTo: null }], maxAmount: null };
    expect(retentionDue(200_000_000_012, flat)).toBe(20_000_000_001);
  });

  it('the retention line is due to date less what earlier claims took', () => {
    const first = retentionLineAmount(100_000 * DOLLAR, 0, SLIDING);
    expect(first).toBe(-10_000 * DOLLAR);
    const second = retentionLineAmount(300_000 * DOLLAR, first, SLIDING);
    expect(second).toBe(-15_000 * DOLLAR);
    expect(retentionLineAmount(250_000 * DOLLAR, first + second, SLIDING)).toBe(2_500 * DOLLAR);
    expect(retentionLineAmount(250_000 * DOLLAR, 0, null)).toBe(0);
  });
});
