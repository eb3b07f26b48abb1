import { describe, expect, it } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { aucklandDate, formatDate, formatInstant, timeAgo } from './dates';

// The browser's zone must not matter: these run in Los Angeles.
runFarFromNewZealand();

describe('the process runs far from New Zealand', () => {
  it('reads 11:30 UTC on 28 November as the 28th, 3:30 am, in Los Angeles', () => {
    const at = new Date('2026-11-28T11:30:00Z');
    expect(at.getDate()).toBe(28);
    expect(at.getHours()).toBe(3);
    // What the screens did before: the browser's own date, and the ISO string's first ten characters.
    expect(at.toLocaleDateString('en-NZ')).toBe('28/11/2026');
    expect('2026-11-28T11:30:00Z'.slice(0, 10)).toBe('2026-11-28');
    // What they do now: the Auckland date, even when handed the instant itself.
    expect(formatDate('2026-11-28T11:30:00Z')).toBe('29 Nov 2026');
  });
});

describe('aucklandDate', () => {
  it('is the Auckland day of an instant, across the date boundary', () => {
    // NZDT (UTC+13): 11:30 UTC on the 28th is 12:30 am on the 29th.
    expect(aucklandDate('2026-11-28T11:30:00Z')).toBe('2026-11-29');
    expect(aucklandDate('2026-11-28T10:59:59Z')).toBe('2026-11-28');
    expect(aucklandDate('2026-11-28T11:00:00Z')).toBe('2026-11-29');
    // The server's form: an offset and microseconds.
    expect(aucklandDate('2026-11-28T11:30:00.123456+00:00')).toBe('2026-11-29');
    expect(aucklandDate(new Date('2026-11-28T11:30:00Z'))).toBe('2026-11-29');
  });

  it('follows the end of daylight saving (3 am NZDT on 4 April 2027 is 2 am NZST)', () => {
    // Before the change midnight is 11:00 UTC (UTC+13); after it 12:00 UTC (UTC+12).
    expect(aucklandDate('2027-04-03T10:59:00Z')).toBe('2027-04-03');
    expect(aucklandDate('2027-04-03T11:00:00Z')).toBe('2027-04-04');
    expect(aucklandDate('2027-04-04T11:30:00Z')).toBe('2027-04-04');
    expect(aucklandDate('2027-04-04T12:00:00Z')).toBe('2027-04-05');
  });

  it('and its start (2 am NZST on 26 September 2027 is 3 am NZDT)', () => {
    expect(aucklandDate('2027-09-25T11:59:00Z')).toBe('2027-09-25');
    expect(aucklandDate('2027-09-25T12:00:00Z')).toBe('2027-09-26');
    expect(aucklandDate('2027-09-26T10:59:00Z')).toBe('2027-09-26');
    expect(aucklandDate('2027-09-26T11:00:00Z')).toBe('2027-09-27');
  });

  it('keeps a calendar date as it is, reads an instant without a zone as UTC, and gives up on nonsense', () => {
    expect(aucklandDate('2026-11-28')).toBe('2026-11-28');
    expect(aucklandDate('2026-11-28T11:30:00')).toBe('2026-11-29');
    expect(aucklandDate('soon')).toBe('');
  });
});

describe('formatDate of an instant', () => {
  it("shows an instant's Auckland date", () => {
    expect(formatDate('2026-11-28T11:30:00Z')).toBe('29 Nov 2026');
    expect(formatDate('2026-11-28T11:30:00Z', true)).toBe('29 November 2026');
    expect(formatDate('2027-04-04T11:30:00+00:00')).toBe('4 Apr 2027');
    expect(formatDate('2027-04-04T12:00:00+00:00')).toBe('5 Apr 2027');
    // New Year's Eve in Los Angeles is New Year's Day in Auckland.
    expect(formatDate('2026-12-31T20:00:00-08:00')).toBe('1 Jan 2027');
  });

  it('shows a calendar date as it is, and nothing for none', () => {
    expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a time')).toBe('not a time');
  });
});

describe('formatInstant', () => {
  it("shows an instant's Auckland date and time", () => {
    expect(formatInstant('2026-11-28T11:30:00Z')).toBe('29 Nov 2026, 12:30 am');
    expect(formatInstant('2026-11-29T00:05:00Z')).toBe('29 Nov 2026, 1:05 pm');
    // Daylight saving ends at 3 am NZDT: 1:30 am NZDT, then 2:30 am NZST (the hour 2 am - 3 am is seen twice).
    expect(formatInstant('2027-04-03T12:30:00Z')).toBe('4 Apr 2027, 1:30 am');
    expect(formatInstant('2027-04-03T14:30:00Z')).toBe('4 Apr 2027, 2:30 am');
    expect(formatInstant('2027-04-04T00:00:00Z')).toBe('4 Apr 2027, 12:00 pm');
  });

  it('leaves what is not a time as it is', () => {
    expect(formatInstant('')).toBe('');
    expect(formatInstant('soon')).toBe('soon');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z'); // 1 am on 11 March in Auckland

  it('reads naturally', () => {
    expect(timeAgo('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-02-20T12:00:00Z', now)).toBe('3 weeks ago');
    expect(timeAgo('2026-03-12T12:00:00Z', now)).toBe('in 2 days');
  });

  it("counts Auckland days: 26 hours before 1 am on the 11th is 11 pm on the 9th, '2 days ago'", () => {
    expect(timeAgo('2026-03-09T10:00:00Z', now)).toBe('2 days ago');
    // 25 hours before is 12 am on the 10th: yesterday.
    expect(timeAgo('2026-03-09T11:00:00Z', now)).toBe('yesterday');
  });

  it('leaves what is not a time as it is', () => {
    expect(timeAgo('soon', now)).toBe('soon');
  });
});
