import { describe, expect, it } from 'vitest';
import { formatRun, skippedRuns } from './skippedDays';

const CLOSEDOWN = 'Christmas closedown (24 Dec \u2013 5 Jan)';

describe('skippedRuns', () => {
  it('joins a weekend and a run of one reason, and keeps single days', () => {
    const days = [
      { date: '2026-11-28', reason: 'Saturday' },
      { date: '2026-11-29', reason: 'Sunday' },
      { date: '2026-12-05', reason: 'Saturday' },
      { date: '2026-12-24', reason: CLOSEDOWN },
      { date: '2026-12-25', reason: CLOSEDOWN },
      { date: '2027-01-05', reason: CLOSEDOWN },
      { date: '2027-02-06', reason: 'Waitangi Day' },
      { date: '2027-02-07', reason: 'Sunday' },
    ];
    expect(skippedRuns(days).map((run) => `${formatRun(run)}: ${run.reason}`)).toEqual([
      '28\u201329 November 2026: Weekend',
      '5 December 2026: Saturday',
      `24\u201325 December 2026: ${CLOSEDOWN}`,
      `5 January 2027: ${CLOSEDOWN}`,
      '6 February 2027: Waitangi Day',
      '7 February 2027: Sunday',
    ]);
  });

  it('writes a range across months and years', () => {
    expect(formatRun({ from: '2026-11-30', to: '2026-12-01', reason: 'x' })).toBe('30 November \u2013 1 December 2026');
    expect(formatRun({ from: '2026-12-24', to: '2027-01-05', reason: 'x' })).toBe('24 December 2026 \u2013 5 January 2027');
  });
});
