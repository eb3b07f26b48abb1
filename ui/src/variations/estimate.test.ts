import { describe, expect, it } from 'vitest';
import { daysInput, daysProblem, daysValue, draftOf, draftTotal, estimateInput, NEGATIVE_DAYS, WHOLE_DAYS } from './estimate';

describe('estimate form values', () => {
  it('prices lines like ledger lines and totals them', () => {
    const draft = { lines: [{ name: 'Stair', qty: '1', unitPrice: '12,400' }, { name: 'Crane', qty: '2.5', unitPrice: '500' }], otherImpact: '', scheduleImpact: '', days: '3' };
    expect(draftTotal(draft)).toBe(1_240_000 + 125_000);
    expect(estimateInput(draft)).toEqual({
      lines: [{ name: 'Stair', qtyMilli: 1000, unitPrice: 1_240_000 }, { name: 'Crane', qtyMilli: 2500, unitPrice: 50_000 }],
      otherImpact: '', scheduleImpact: '', scheduleImpactDays: 3,
    });
  });
  it('takes schedule impact days as typed, and says beside the field what is wrong with them', () => {
    // Kept as typed: '−3' is not quietly turned into 3 (issue 36).
    expect(daysInput('\u22123')).toBe('\u22123');
    expect(daysProblem('')).toBeNull();
    expect(daysProblem(' 12 ')).toBeNull();
    expect(daysProblem('-3')).toBe(NEGATIVE_DAYS);
    expect(daysProblem('\u22123')).toBe(NEGATIVE_DAYS);
    expect(daysProblem('3 days')).toBe(`${WHOLE_DAYS} from 0 to 3650`);
    expect(daysProblem('2.5')).toBe(`${WHOLE_DAYS} from 0 to 3650`);
    expect(daysProblem('3651')).toBe(`${WHOLE_DAYS} from 0 to 3650`);
    expect(daysValue('')).toBeNull();
    expect(daysValue('12')).toBe(12);
  });
  it('names the line that lacks a description, and round-trips an estimate', () => {
    expect(() => estimateInput({ lines: [{ name: '', qty: '1', unitPrice: '5' }], otherImpact: '', scheduleImpact: '', days: '' })).toThrow('Line 1: Required');
    const draft = draftOf({ lines: [{ name: 'A', qtyMilli: 1500, unitPrice: 123_456 }], otherImpact: 'x', scheduleImpact: 'y', scheduleImpactDays: null });
    expect(draft).toEqual({ lines: [{ name: 'A', qty: '1.5', unitPrice: '1,234.56' }], otherImpact: 'x', scheduleImpact: 'y', days: '' });
  });
});
