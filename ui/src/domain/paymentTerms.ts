/**
 * A contract's payment terms in the browser: their shape and the terms form's checks with their
 * messages (app/domain/payment_terms.py check_terms; the server checks again and is what is stored;
 * the refusals of tests/vectors/payment_terms.json keep both equal). No date is counted here: a
 * claim date's due date is the server's (`PaymentTerms.dueDateFor`, read by the Dates dialog
 * through claims/page/dueSuggestion.ts), as are the terms in words.
 */

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
