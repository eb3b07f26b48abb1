import { describe, expect, it } from 'vitest';
import { passkeyUsage } from './SecurityPage';

const now = new Date('2026-03-10T12:00:00Z');

describe('passkey usage line', () => {
  const base = { id: 'x', externalId: 'x', name: 'Passkey', createdAt: '2026-03-08T12:00:00Z' };
  it('says when it was last used', () => {
    expect(passkeyUsage({ ...base, lastUsedAt: '2026-03-10T11:00:00Z' }, now)).toBe('Last used 1 hour ago');
  });
  it('or when it was created and that it was never used', () => {
    expect(passkeyUsage({ ...base, lastUsedAt: null }, now)).toBe('Created 2 days ago, never used');
  });
});
