import { describe as group, expect, it } from 'vitest';
import { describe, LAPSED_TEXT, PAST_DUE_TEXT } from './status';

group('billing status', () => {
  const base = { trialEndsAt: null, periodEndsAt: null, cancelAtPeriodEnd: false };

  // Stripe's times are instants: they are shown as the day they are in Auckland (12:00 UTC on
  // 10 December is 1 am on the 11th there).
  it('says when the trial starts and ends', () => {
    expect(describe({ ...base, status: 'NONE' })).toEqual([
      'Not started',
      'Your free trial starts when an owner first opens the billing portal.',
    ]);
    expect(describe({ ...base, status: 'TRIALING', trialEndsAt: '2026-12-10T12:00:00+00:00' })[1]).toBe(
      'Your trial ends on 11 Dec 2026. Add a card in the billing portal to carry on.',
    );
  });

  it('names the renewal, or the end when cancelling', () => {
    const active = { ...base, status: 'ACTIVE', periodEndsAt: '2027-01-05T12:00:00+00:00' };
    expect(describe(active)).toEqual(['Active', 'Renews on 6 Jan 2027.']);
    expect(describe({ ...active, cancelAtPeriodEnd: true })).toEqual(['Active', 'Ends on 6 Jan 2027: it will not renew.']);
  });

  it('warns on a failed payment and names what a lapse pauses', () => {
    expect(describe({ ...base, status: 'PAST_DUE' })).toEqual(['Payment overdue', PAST_DUE_TEXT]);
    for (const status of ['CANCELED', 'UNPAID', 'INCOMPLETE', 'INCOMPLETE_EXPIRED', 'PAUSED']) {
      expect(describe({ ...base, status })).toEqual(['Lapsed', LAPSED_TEXT]);
    }
  });
});
