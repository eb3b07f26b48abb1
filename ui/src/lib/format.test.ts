// The claim badges' rule moved to the server (app/domain/claim_standing.py, tested in
// tests/unit/domain/test_claim_standing.py); ClaimBadges.test.tsx shows that the UI renders its words.
import { describe, expect, it } from 'vitest';
import { aucklandDate, formatDate } from './dates';
import { formatPeriod } from './format';

describe('dates', () => {
  it('writes a calendar date short or long, and nothing for none', () => {
    expect(formatDate('2027-01-07')).toBe('7 Jan 2027');
    expect(formatDate('2027-01-07', true)).toBe('7 January 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('writes an instant as its Pacific/Auckland date, not its UTC date', () => {
    // 11:30 UTC on 4 March is 00:30 on 5 March in Auckland (NZDT, +13).
    expect(formatDate('2026-03-04T11:30:00+00:00')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-04T10:30:00Z')).toBe('4 Mar 2026');
    // 12:30 UTC on 30 June is 00:30 on 1 July (NZST, +12).
    expect(formatDate('2026-06-30T12:30:00.123456+00:00', true)).toBe('1 July 2026');
    expect(aucklandDate('2026-12-31T11:00:00+00:00')).toBe('2027-01-01');
    expect(aucklandDate('not a time')).toBe('');
  });

  it('writes a period with its year once when both ends share it', () => {
    expect(formatPeriod('2026-03-05', '2026-04-04')).toBe('5 Mar \u2013 4 Apr 2026');
    expect(formatPeriod('2026-12-05', '2027-01-04')).toBe('5 Dec 2026 \u2013 4 Jan 2027');
    expect(formatPeriod(null, '2026-04-04')).toBe('4 Apr 2026');
  });
});
