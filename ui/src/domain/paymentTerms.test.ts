import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_TERMS, termsProblem, type DueKind, type Terms } from './paymentTerms';

interface Stored {
  claim?: { day?: number; day2?: number; everyWeeks?: number; from?: string };
  due?: { workingDays?: number; days?: number; dayOfFollowingMonth?: number };
}

const vectors = JSON.parse(readFileSync(new URL('../../../tests/vectors/payment_terms.json', import.meta.url), 'utf8')) as {
  errors: { input: Partial<Record<string, number | string>>; field: string; error: string }[];
};

const KINDS: Record<string, DueKind> = { workingDays: 'WorkingDays', days: 'Days', dayOfFollowingMonth: 'DayOfFollowingMonth' };

/** The stored JSON as GraphQL's PaymentTerms gives it. */
function termsOf(stored: Stored | null, scheduleWorkingDays: number | null): Terms {
  const due = Object.entries(stored?.due ?? {})[0];
  return {
    claimDay: stored?.claim?.day ?? null,
    claimDay2: stored?.claim?.day2 ?? null,
    claimEveryWeeks: stored?.claim?.everyWeeks ?? null,
    claimFrom: stored?.claim?.from ?? null,
    scheduleWorkingDays,
    dueKind: due ? KINDS[due[0]] : null,
    dueValue: due ? due[1] : null,
  };
}

// The vectors' dates are the server's alone (tests/unit/domain/test_payment_terms.py and the API's
// PaymentTerms.dueDateFor in tests/api/claims/test_payment_terms.py): the browser counts none.
describe('payment terms refusals (tests/vectors/payment_terms.json)', () => {
  it.each(vectors.errors)('$error', ({ input, field, error }) => {
    const terms = { ...NO_TERMS, ...input, dueKind: input.dueKind ? KINDS[input.dueKind as string] : null } as Terms;
    expect(termsProblem(terms)).toEqual({ field, message: error });
  });

  it('accepts whole terms', () => {
    expect(termsProblem(termsOf({ claim: { day: 25 }, due: { workingDays: 10 } }, 10))).toBeNull();
  });
});
