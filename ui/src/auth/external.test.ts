import { describe, expect, it } from 'vitest';
import { isProvider, linkPagePath, MISSING_ACCOUNT_PARAM, NO_TENANT, outcomeOf, USER_NOT_FOUND } from './external';

describe('Google and Microsoft identities', () => {
  it('keeps the spec texts word for word', () => {
    expect([MISSING_ACCOUNT_PARAM, NO_TENANT, USER_NOT_FOUND]).toEqual([
      'Link is missing the userAccountId parameter',
      'No Tenant ID found',
      'User not found',
    ]);
    expect(outcomeOf('no-tenant', 'microsoft')?.title).toBe('No Tenant ID found');
  });

  it('names the link page of a provider for one account', () => {
    expect(linkPagePath('acme', 'google', 12)).toBe('/acme/settings/security/link/google?userAccountId=12');
    expect(linkPagePath('ann@home', 'microsoft', 3)).toBe('/ann@home/settings/security/link/microsoft?userAccountId=3');
  });

  it('words every outcome of the callback, and nothing else', () => {
    for (const result of ['linked', 'taken', 'not-linked', 'unknown', 'expired', 'replayed', 'other-browser', 'denied', 'failed']) {
      expect(outcomeOf(result, 'google')?.title).toMatch(/Google|Claimdesk/);
    }
    expect(outcomeOf('linked', 'google')?.tone).toBe('success');
    expect(outcomeOf('not-linked', 'google', 'ann@example.com')?.detail).toContain('ann@example.com has a Claimdesk account');
    expect(outcomeOf('signed-in', 'google')).toBeNull();
    expect(outcomeOf('<script>', 'google')).toBeNull();
    expect(outcomeOf(null, 'google')).toBeNull();
    expect([isProvider('google'), isProvider('microsoft'), isProvider('github'), isProvider(null)]).toEqual([true, true, false, false]);
  });
});
