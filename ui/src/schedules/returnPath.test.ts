import { describe, expect, it } from 'vitest';
import { scheduleReturnPath } from './returnPath';

const claimPage = '/acme/projects/acme/tower/claims/1';

describe('the schedule builder returns to `from` only when it is a same-site path', () => {
  it.each([
    ['/acme/inbox', '/acme/inbox'],
    ['/acme/projects/acme/tower/contract?x=1#grid', '/acme/projects/acme/tower/contract?x=1#grid'],
  ])('%s is followed', (from, to) => {
    expect(scheduleReturnPath(from, claimPage)).toBe(to);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/acme',
    '//evil.example',
    '/\\evil.example',
    '/%2F/evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    'acme/inbox',
  ])('%s falls back to the claim page', (from) => {
    expect(scheduleReturnPath(from, claimPage)).toBe(claimPage);
  });
});
