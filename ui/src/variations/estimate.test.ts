import { describe, expect, it } from 'vitest';
import { daysInput, daysProblem, daysValue, draftOf, draftTotal, estimateInput, NEGATIVE_DAYS, TOO_MANY_DAYS } from './estimate';

describe('estimate form values', () => {
  it('prices lines like ledger lines and totals them', () => {
    const draft = { lines: [{ name: 'Stair', qty: '1', unitPrice: '12,400' }, { name: 'Crane', qty: '2.5', unitPrice: '500' }], otherImpact: '', scheduleImpact: '', days: '3' };
    expect(draftTotal(draft)).toBe(1_240_000 + 125_000);
    expect(estimateInput(draft)).toEqual({
      lines: [{ name: 'Stair', qtyMilli: 1000, unitPrice: 1_240_000 }, { name: 'Crane', qtyMilli: 2500, unitPrice: 50_000 }],
      otherImpact: '', scheduleImpact: '', scheduleImpactDays: 3,
    });
  });
  it('keeps the digits of schedule impact days and a leading minus, and says beside the field what is wrong', () => {
    // Non-numbers are ignored (spec 2), but a minus is kept: '−3' is not quietly turned into 3 (issue 36).
    expect(daysInput('3 days')).toBe('3');
    expect(daysInput(' 12 ')).toBe('12');
    expect(daysInput('2.5')).toBe('25');
    expect(daysInput('\u22123')).toBe('-3');
    expect(daysInput('\u20133')).toBe('-3');
    expect(daysInput('--3')).toBe('-3');
    expect(daysInput('3-')).toBe('3');
    expect(daysProblem(daysInput('\u22123'))).toBe(NEGATIVE_DAYS);
    expect(daysProblem('')).toBeNull();
    expect(daysProblem(' 12 ')).toBeNull();
    expect(daysProblem('3 days')).toBeNull();
    expect(daysProblem('-3')).toBe(NEGATIVE_DAYS);
    expect(daysProblem('\u22123')).toBe(NEGATIVE_DAYS);
    expect(daysProblem('3650')).toBeNull();
    expect(daysProblem('3651')).toBe(TOO_MANY_DAYS);
    expect(TOO_MANY_DAYS).toBe('At most 3650 days');
    expect(daysValue('')).toBeNull();
    expect(daysValue('12')).toBe(12);
    expect(daysValue('3 days')).toBe(3);
  });
  it('names the line that lacks a description, and round-trips an estimate', () => {
    expect(() => estimateInput({ lines: [{ name: '', qty: '1', unitPrice: '5' }], otherImpact: '', scheduleImpact: '', days: '' })).toThrow('Line 1: Required');
    const draft = draftOf({ lines: [{ name: 'A', qtyMilli: 1500, unitPrice: 123_456 }], otherImpact: 'x', scheduleImpact: 'y', scheduleImpactDays: null });
    expect(draft).toEqual({ lines: [{ name: 'A', qty: '1.5', unitPrice: '1,234.56' }], otherImpact: 'x', scheduleImpact: 'y', days: '' });
  });
});
