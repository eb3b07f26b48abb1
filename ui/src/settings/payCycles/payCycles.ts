/**
 * Pay cycle creation rules on the client (spec 2 'Pay cycle creation'), mirroring
 * app/domain/pay_cycles.py: the defaults of each period, days 1–31, and 'Invalid settings
 * detected.' for anything else (the server checks again).
 */
export type Period = 'monthly' | 'twice_monthly';

export interface PayCycleParams {
  period: Period;
  submit1: number;
  pay1: number;
  pay1FollowingPeriod: boolean;
  submit2?: number;
  pay2?: number;
  pay2FollowingPeriod?: boolean;
  /** The payment schedule period it sets on contracts moved onto it (null: it sets none). */
  scheduleWorkingDays?: number | null;
}

export const INVALID_SETTINGS = 'Invalid settings detected.';
export const PERIOD_LABELS: Record<Period, string> = { monthly: 'Monthly', twice_monthly: 'Twice monthly' };

export function defaultParams(period: Period): PayCycleParams {
  return period === 'monthly'
    ? { period, submit1: 20, pay1: 21, pay1FollowingPeriod: true }
    : { period, submit1: 1, pay1: 6, pay1FollowingPeriod: false, submit2: 16, pay2: 21, pay2FollowingPeriod: false };
}

export function isDay(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 31;
}

/** What each field at fault says beside it, under the spec's 'Invalid settings detected.'. */
export const DAY_RANGE = 'A day of the month from 1 to 31';
export const PAY_BEFORE_SUBMIT = 'On or after the submit day, unless paid in the following month';

export type DayField = 'submit1' | 'pay1' | 'submit2' | 'pay2';
export type FollowingField = 'pay1FollowingPeriod' | 'pay2FollowingPeriod';

/**
 * The fields at fault and why, beside each: a day outside 1–31, a pay day before its submit day
 * in the same month, or (no checkbox leaves it so) a following-month choice that is not a boolean.
 */
export function fieldProblems(params: PayCycleParams): Partial<Record<DayField | FollowingField, string>> {
  const out: Partial<Record<DayField | FollowingField, string>> = {};
  const runs = params.period === 'monthly' ? [1] : [1, 2];
  for (const n of runs) {
    const submitKey: DayField = n === 1 ? 'submit1' : 'submit2';
    const payKey: DayField = n === 1 ? 'pay1' : 'pay2';
    const followingKey: FollowingField = n === 1 ? 'pay1FollowingPeriod' : 'pay2FollowingPeriod';
    const submit = params[submitKey];
    const pay = params[payKey];
    const following = params[followingKey];
    if (!isDay(submit)) out[submitKey] = DAY_RANGE;
    if (typeof following !== 'boolean') out[followingKey] = INVALID_SETTINGS;
    if (!isDay(pay)) out[payKey] = DAY_RANGE;
    else if (isDay(submit) && !following && pay < submit) out[payKey] = PAY_BEFORE_SUBMIT;
  }
  return out;
}

export const SCHEDULE_DAYS_INVALID = 'The working days for the payment schedule must be a whole number from 1 to 60';

/** The schedule period as typed ('' : none), or its refusal, shown beside it. */
export function scheduleDaysOf(typed: string): { days: number | null } | { problem: string } {
  const text = typed.trim();
  if (text === '') return { days: null };
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > 60) return { problem: SCHEDULE_DAYS_INVALID };
  return { days };
}

/** null when the params are acceptable, else the spec's message (above the fields at fault). */
export function paramsProblem(params: PayCycleParams): string | null {
  return Object.keys(fieldProblems(params)).length ? INVALID_SETTINGS : null;
}

/** '{owner}/{contract} is owned by {owner name}.' */
export function ownedByMessage(ownerSlug: string, contractSlug: string, ownerName: string): string {
  return `${ownerSlug}/${contractSlug} is owned by ${ownerName}.`;
}
