import { describe, expect, it } from 'vitest';
import { linePastValue, linesPastValue, pastValueNote, pastValueWarning } from './pastValue';
import { testLine } from './testLine';

// A line worth $10,000.00.
const line = (fields: Parameters<typeof testLine>[1] = {}) =>
  testLine('a', { name: 'Foundations', totalPrice: 1_000_000, unitPrice: 1_000_000, ...fields });

describe('a line past 100 % of its value', () => {
  it('is at 100.01 %, not at 100 %', () => {
    expect(linePastValue(line({ amount: 1_000_000 }))).toBeNull();
    expect(linePastValue(line({ amount: 1_000_100 }))).toBe(10_001);
    // Previous claims count: to date is what is compared with the value.
    expect(linePastValue(line({ previous: 600_000, amount: 400_000 }))).toBeNull();
    expect(linePastValue(line({ previous: 600_000, amount: 400_100 }))).toBe(10_001);
  });

  it('is read as % Complete shows it: half a cent past 100 % rounds to 100 % and is not warned about', () => {
    expect(linePastValue(line({ amount: 1_000_049 }))).toBeNull(); // 100.0049 %
    expect(linePastValue(line({ amount: 1_000_050 }))).toBe(10_001); // 100.005 % shows as 100.01 %
  });

  it('says how far, with the grouping of the money rules', () => {
    // $10.00 line, $100,002.00 claimed: 1,000,020 %.
    const typo = testLine('b', { totalPrice: 1_000, unitPrice: 1_000, amount: 10_000_200 });
    expect(linePastValue(typo)).toBe(100_002_000);
    expect(pastValueWarning(100_002_000)).toBe('This takes the line to 1,000,020\u00a0% of its value');
    expect(pastValueWarning(10_001)).toBe('This takes the line to 100.01\u00a0% of its value');
    expect(pastValueNote('Foundations', 100_002_000)).toBe('Claim line Foundations is at 1,000,020\u00a0% of its value');
    expect(pastValueNote('', 12_550)).toBe('Claim line \u2014 is at 125.5\u00a0% of its value');
  });

  it('is only when this claim adds to the line', () => {
    // Taken past by earlier claims, left alone or brought back by this one.
    expect(linePastValue(line({ previous: 1_500_000, amount: 0 }))).toBeNull();
    expect(linePastValue(line({ previous: 1_500_000, amount: -100_000 }))).toBeNull();
    // A credit line (negative value) taken past its value by a larger credit.
    expect(linePastValue(line({ totalPrice: -100_000, unitPrice: -100_000, amount: -150_000 }))).toBe(15_000);
    expect(linePastValue(line({ totalPrice: -100_000, unitPrice: -100_000, amount: -50_000 }))).toBeNull();
  });

  it('needs a value, and is never a voided or retention line', () => {
    expect(linePastValue(line({ totalPrice: 0, unitPrice: 0, amount: 5_000 }))).toBeNull();
    expect(linePastValue(line({ amount: 2_000_000, isReversal: true }))).toBeNull();
    expect(linePastValue(line({ amount: 2_000_000, isRetention: true, type: 'Retention' }))).toBeNull();
  });

  it('lists the lines past their value in the order of the document', () => {
    const lines = [
      testLine('m', { type: 'Materials', position: 1000, name: 'Steel', amount: 200_000 }),
      testLine('b2', { position: 2000, name: 'Framing', amount: 100_001 }),
      testLine('b1', { position: 1000, name: 'Piles', amount: 150_000 }),
      testLine('ok', { position: 3000, name: 'Roof', amount: 100_000 }),
    ];
    // Framing is 100.001 %: 100 % as shown.
    expect(linesPastValue(lines)).toEqual([
      { itemId: 'b1', name: 'Piles', basisPoints: 15_000 },
      { itemId: 'm', name: 'Steel', basisPoints: 20_000 },
    ]);
  });
});
