import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dueDate, dueText, NO_TERMS, nextClaimDate, termsProblem, type DueKind, type Terms } from './paymentTerms';
import { ccaDeadline } from './workingDays';

interface Stored {
  claim?: { day?: number; day2?: number; everyWeeks?: number; from?: string };
  due?: { workingDays?: number; days?: number; dayOfFollowingMonth?: number };
}

const vectors = JSON.parse(readFileSync(new URL('../../../tests/vectors/payment_terms.json', import.meta.url), 'utf8')) as {
  dates: { note: string; terms: Stored | null; scheduleWorkingDays: number | null; on: string; claimDate: string; deadline: string; dueDate: string }[];
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

describe('payment terms (tests/vectors/payment_terms.json)', () => {
  it.each(vectors.dates)('$note', ({ terms, scheduleWorkingDays, on, claimDate, deadline, dueDate: due }) => {
    const t = termsOf(terms, scheduleWorkingDays);
    expect(nextClaimDate(t, on)).toBe(claimDate);
    expect(ccaDeadline(claimDate, scheduleWorkingDays ?? 20).date).toBe(deadline);
    expect(dueDate(t, claimDate)).toBe(due);
  });

  it.each(vectors.errors)('$error', ({ input, field, error }) => {
    const terms = { ...NO_TERMS, ...input, dueKind: input.dueKind ? KINDS[input.dueKind as string] : null } as Terms;
    expect(termsProblem(terms)).toEqual({ field, message: error });
  });

  it('says the payment due as the server does', () => {
    expect(dueText(termsOf({ due: { dayOfFollowingMonth: 20 } }, null))).toBe('Payment due on the 20th of the month following the claim');
    expect(dueText(termsOf({ due: { days: 1 } }, null))).toBe('Payment due 1 day after the claim');
    expect(dueText(termsOf({ due: { days: 0 } }, null))).toBe('Payment due on the claim date');
    expect(dueText(NO_TERMS)).toBe("Payment due 20 working days after the claim (the Act's default)");
    expect(termsProblem(termsOf({ claim: { day: 25 }, due: { workingDays: 10 } }, 10))).toBeNull();
  });
});
