/**
 * The days a CCA deadline skipped, told briefly: consecutive days of one reason become a range,
 * and a Saturday with the Sunday after it one 'Weekend' ('24 December 2026 – 5 January 2027:
 * Christmas closedown (24 Dec – 5 Jan)', '28–29 November 2026: Weekend').
 */
import { formatDate } from '../../lib/dates';

export interface SkippedDay {
  readonly date: string;
  readonly reason: string;
}

export interface SkippedRun {
  from: string;
  to: string;
  reason: string;
}

const WEEKEND = 'Weekend';

function kind(reason: string): string {
  return reason === 'Saturday' || reason === 'Sunday' ? WEEKEND : reason;
}

function nextDay(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export function skippedRuns(days: readonly SkippedDay[]): SkippedRun[] {
  const runs: SkippedRun[] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && nextDay(last.to) === day.date && kind(last.reason) === kind(day.reason)) {
      last.to = day.date;
      last.reason = kind(day.reason);
    } else {
      runs.push({ from: day.date, to: day.date, reason: day.reason });
    }
  }
  return runs;
}

/** '5 March 2027', '28–29 November 2026', '30 November – 1 December 2026', '24 December 2026 – 5 January 2027'. */
export function formatRun(run: SkippedRun): string {
  if (run.from === run.to) return formatDate(run.from, true);
  const [from, to] = [formatDate(run.from, true), formatDate(run.to, true)];
  const [fromDay, fromMonth, fromYear] = from.split(' ');
  const [, toMonth, toYear] = to.split(' ');
  if (fromYear !== toYear) return `${from} \u2013 ${to}`;
  if (fromMonth !== toMonth) return `${fromDay} ${fromMonth} \u2013 ${to}`;
  return `${fromDay}\u2013${to}`;
}
