import { describe, expect, it } from 'vitest';
import { fullDate, timeAgo } from './time';
import { passkeyUsage } from './SecurityPage';

const now = new Date('2026-03-10T12:00:00Z');

describe('timeAgo', () => {
  it('reads naturally', () => {
    expect(timeAgo('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-02-20T12:00:00Z', now)).toBe('3 weeks ago');
  });
});

describe('fullDate', () => {
  it('is the date and time in Auckland, whatever the browser is set to', () => {
    // 11:30 UTC on 4 March is 12:30 am on 5 March in Auckland (NZDT).
    const text = fullDate('2026-03-04T11:30:00Z');
    expect(text).toContain('5 Mar 2026');
    expect(text).toMatch(/12:30\s?am/i);
    expect(fullDate('not a date')).toBe('not a date');
  });
});

describe('passkey usage line', () => {
  const base = { id: 'x', externalId: 'x', name: 'Passkey', createdAt: '2026-03-08T12:00:00Z' };
  it('says when it was last used', () => {
    expect(passkeyUsage({ ...base, lastUsedAt: '2026-03-10T11:00:00Z' }, now)).toBe('Last used 1 hour ago');
  });
  it('or when it was created and that it was never used', () => {
    expect(passkeyUsage({ ...base, lastUsedAt: null }, now)).toBe('Created 2 days ago, never used');
  });
});
