/**
 * A contract's payment terms in the browser: the twin of app/domain/payment_terms.py (read its
 * docstring for the decisions). The claim date a claim made on a day takes, its due date, the
 * payment due in words, and the terms form's checks with their messages; the server checks again
 * and is what is stored. tests/vectors/payment_terms.json keeps both sides equal. Dates are ISO
 * strings (YYYY-MM-DD), counted on UTC day numbers as workingDays.ts does.
 */
import { addWorkingDays, DEFAULT_DUE_WORKING_DAYS } from './workingDays';

export type DueKind = 'WorkingDays' | 'Days' | 'DayOfFollowingMonth';

/** As GraphQL's PaymentTerms / ContractTermsUpdateInput name them (null: not stated). */
export interface Terms {
  claimDay: number | null;
  claimDay2: number | null;
  claimEveryWeeks: number | null;
  claimFrom: string | null;
  scheduleWorkingDays: number | null;
  dueKind: DueKind | null;
  dueValue: number | null;
}

export type TermsField = 'claimDay' | 'claimDay2' | 'claimEveryWeeks' | 'claimFrom' | 'scheduleWorkingDays' | 'dueKind' | 'dueValue';

export const NO_TERMS: Terms = {
  claimDay: null,
  claimDay2: null,
  claimEveryWeeks: null,
  claimFrom: null,
  scheduleWorkingDays: null,
  dueKind: null,
  dueValue: null,
};

/** The terms as GraphQL answers them (optional fields, the enum as a string), normalised. */
export function termsFrom(raw: { [K in keyof Terms]?: K extends 'dueKind' ? string | null : Terms[K] | null }): Terms {
  return {
    claimDay: raw.claimDay ?? null,
    claimDay2: raw.claimDay2 ?? null,
    claimEveryWeeks: raw.claimEveryWeeks ?? null,
    claimFrom: (raw.claimFrom as string | null | undefined) ?? null,
    scheduleWorkingDays: raw.scheduleWorkingDays ?? null,
    dueKind: (raw.dueKind as DueKind | null | undefined) ?? null,
    dueValue: raw.dueValue ?? null,
  };
}

export const CLAIM_DAY_INVALID = 'The claim day must be a whole number from 1 to 31';
export const SECOND_DAY_INVALID = 'The second claim day must be a whole number after the first, up to 31';
export const SECOND_DAY_ALONE = 'Set the first claim day before a second one';
export const ONE_CLAIM_RULE = 'Choose a day of the month or every so many weeks, not both';
export const EVERY_WEEKS_INVALID = 'Claims every so many weeks must be a whole number from 1 to 8';
export const FIRST_CLAIM_REQUIRED = 'The first claim date is required for claims every so many weeks';
export const SCHEDULE_DAYS_INVALID = 'The working days for the payment schedule must be a whole number from 1 to 60';
export const DUE_VALUE_INVALID: Record<DueKind, string> = {
  WorkingDays: 'The working days until payment must be a whole number from 1 to 120',
  Days: 'The days until payment must be a whole number from 0 to 365',
  DayOfFollowingMonth: 'The day of the following month must be a whole number from 1 to 31',
};
const DUE_LIMITS: Record<DueKind, [number, number]> = {
  WorkingDays: [1, 120],
  Days: [0, 365],
  DayOfFollowingMonth: [1, 31],
};

const MS_PER_DAY = 86_400_000;

function whole(value: number | null, low: number, high: number): boolean {
  return value !== null && Number.isInteger(value) && value >= low && value <= high;
}

/** The first refusal of the terms as typed, with its field, as the server's check_terms gives it; null when none. */
export function termsProblem(terms: Terms): { field: TermsField; message: string } | null {
  const { claimDay, claimDay2, claimEveryWeeks, claimFrom, dueKind, dueValue } = terms;
  if (claimDay !== null && claimEveryWeeks !== null) return { field: 'claimEveryWeeks', message: ONE_CLAIM_RULE };
  if (claimDay !== null && !whole(claimDay, 1, 31)) return { field: 'claimDay', message: CLAIM_DAY_INVALID };
  if (claimDay2 !== null) {
    if (claimDay === null) return { field: 'claimDay', message: SECOND_DAY_ALONE };
    if (!whole(claimDay2, claimDay + 1, 31)) return { field: 'claimDay2', message: SECOND_DAY_INVALID };
  }
  if (claimEveryWeeks !== null) {
    if (!whole(claimEveryWeeks, 1, 8)) return { field: 'claimEveryWeeks', message: EVERY_WEEKS_INVALID };
    if (!claimFrom) return { field: 'claimFrom', message: FIRST_CLAIM_REQUIRED };
  }
  if (terms.scheduleWorkingDays !== null && !whole(terms.scheduleWorkingDays, 1, 60)) {
    return { field: 'scheduleWorkingDays', message: SCHEDULE_DAYS_INVALID };
  }
  if (dueKind !== null && !whole(dueValue, ...DUE_LIMITS[dueKind])) {
    return { field: 'dueValue', message: DUE_VALUE_INVALID[dueKind] };
  }
  return null;
}

function parts(iso: string): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function dayInMonth(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, Math.min(day, last));
}

function monthAfter(year: number, month: number): [number, number] {
  return month === 12 ? [year + 1, 1] : [year, month + 1];
}

function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

function nextDayOfMonth(day: number, on: string): string {
  const [y, m] = parts(on);
  const thisMonth = dayInMonth(y, m, day);
  return thisMonth >= on ? thisMonth : dayInMonth(...monthAfter(y, m), day);
}

/** The first claim date on or after `on` (`on` itself when the terms set none). */
export function nextClaimDate(terms: Terms, on: string): string {
  if (terms.claimDay !== null) {
    const dates = [terms.claimDay, terms.claimDay2].filter((d): d is number => d !== null).map((d) => nextDayOfMonth(d, on));
    return dates.sort()[0];
  }
  if (terms.claimEveryWeeks !== null && terms.claimFrom) {
    if (on <= terms.claimFrom) return terms.claimFrom;
    const [fy, fm, fd] = parts(terms.claimFrom);
    const [oy, om, od] = parts(on);
    const gap = (Date.UTC(oy, om - 1, od) - Date.UTC(fy, fm - 1, fd)) / MS_PER_DAY;
    const step = 7 * terms.claimEveryWeeks;
    return addDays(terms.claimFrom, Math.ceil(gap / step) * step);
  }
  return on;
}

/** The due date of a claim dated `claimDate` (the Act's 20 working days when the terms set none). Throws RuleError outside the calendar. */
export function dueDate(terms: Terms, claimDate: string): string {
  if (terms.dueKind === 'Days' && terms.dueValue !== null) return addDays(claimDate, terms.dueValue);
  if (terms.dueKind === 'DayOfFollowingMonth' && terms.dueValue !== null) {
    const [y, m] = parts(claimDate);
    return dayInMonth(...monthAfter(y, m), terms.dueValue);
  }
  const days = terms.dueKind === 'WorkingDays' && terms.dueValue !== null ? terms.dueValue : DEFAULT_DUE_WORKING_DAYS;
  return addWorkingDays(claimDate, days);
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** 'Payment due on the 20th of the month following the claim' (app/domain/payment_terms.py due_text). */
export function dueText(terms: Terms): string {
  const n = terms.dueValue;
  if (terms.dueKind === 'WorkingDays' && n !== null) return `Payment due ${n} working days after the claim`;
  if (terms.dueKind === 'Days' && n !== null) {
    if (n === 0) return 'Payment due on the claim date';
    return `Payment due ${n} ${n === 1 ? 'day' : 'days'} after the claim`;
  }
  if (terms.dueKind === 'DayOfFollowingMonth' && n !== null) return `Payment due on the ${ordinal(n)} of the month following the claim`;
  return `Payment due ${DEFAULT_DUE_WORKING_DAYS} working days after the claim (the Act's default)`;
}
