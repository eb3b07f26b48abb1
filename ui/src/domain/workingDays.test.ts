import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  ccaDeadline,
  defaultDueDate,
  INVALID_DATE,
  isWorkingDay,
  nonWorkingReason,
  todayInAuckland,
} from './workingDays';

interface SkippedDay {
  date: string;
  reason: string;
}

const vectors = JSON.parse(
  readFileSync(new URL('../../../tests/vectors/working_days.json', import.meta.url), 'utf8'),
) as {
  reasons: { date: string; reason: string | null }[];
  deadlines: { served: string; days: number; date: string; skipped: SkippedDay[] }[];
  errors: { served: string; days: number; error: string }[];
};

describe('CCA working days (tests/vectors/working_days.json)', () => {
  it.each(vectors.reasons)('$date: $reason', ({ date, reason }) => {
    expect(nonWorkingReason(date)).toBe(reason);
    expect(isWorkingDay(date)).toBe(reason === null);
  });

  it.each(vectors.deadlines)('$served + $days working days = $date', (testCase) => {
    const { served, days, date, skipped } = testCase;
    expect(ccaDeadline(served, days)).toEqual({ date, skipped });
    expect(addWorkingDays(served, days)).toBe(date);
  });

  it.each(vectors.errors)('$served + $days: $error', ({ served, days, error }) => {
    expect(() => ccaDeadline(served, days)).toThrow(error);
  });

  it('defaults to 20 working days', () => {
    expect(ccaDeadline('2024-12-20').date).toBe('2025-01-30');
    expect(defaultDueDate('2025-03-03')).toBe('2025-03-31');
  });

  it.each(['2025-02-30', '2025-1-5', 'tomorrow', ''])('refuses the date "%s"', (text) => {
    expect(() => nonWorkingReason(text)).toThrow(INVALID_DATE);
  });

  it('never lands on a non-working day and is monotonic', () => {
    let previous = '';
    for (let days = 1; days <= 300; days += 1) {
      const date = addWorkingDays('2024-11-01', days);
      expect(isWorkingDay(date)).toBe(true);
      expect(date > previous).toBe(true);
      previous = date;
    }
  });

  it('takes today from Pacific/Auckland', () => {
    expect(todayInAuckland(new Date('2024-06-30T11:59:00Z'))).toBe('2024-06-30');
    expect(todayInAuckland(new Date('2024-06-30T12:00:00Z'))).toBe('2024-07-01');
    expect(todayInAuckland(new Date('2025-01-01T10:59:00Z'))).toBe('2025-01-01');
    expect(todayInAuckland(new Date('2025-01-01T11:00:00Z'))).toBe('2025-01-02');
  });
});
