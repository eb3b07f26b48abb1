import { describe, expect, it } from 'vitest';
import { dayText, dayToSend } from './claimsDueDays';

describe("a subcontract's claims due by day", () => {
  it('sends a whole number as it is and empty as null (cleared)', () => {
    expect(dayToSend('20')).toBe(20);
    expect(dayToSend(' 7 ')).toBe(7);
    expect(dayToSend('')).toBeNull();
    expect(dayToSend('   ')).toBeNull();
  });

  it('sends what is not a whole number as 0, for the server to refuse in its words', () => {
    expect(dayToSend('1.5')).toBe(0);
    expect(dayToSend('abc')).toBe(0);
    expect(dayToSend('40')).toBe(40); // out of range: the server refuses it
  });

  it('shows a day set, or nothing', () => {
    expect(dayText(20)).toBe('20');
    expect(dayText(null)).toBe('');
    expect(dayText(undefined)).toBe('');
  });
});
