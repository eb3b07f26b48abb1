import { describe, expect, it } from 'vitest';
import type { Session } from './client';
import { afterSignInPath, safeReturnPath } from './redirect';

const session = (slugs: string[]): Session => ({
  userAccountId: 1,
  email: 'ann@example.com',
  name: 'Ann',
  users: slugs.map((slug, i) => ({ userId: i + 1, email: 'ann@example.com', org: { id: i + 1, name: slug, slug } })),
});

describe('safeReturnPath', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    'https://evil.example',
    'http://evil.example/x',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%252F%252Fevil.example',
    '/\u2028/x',
    '\\\\evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
    ' /acme',
  ])('refuses %j', (to) => {
    expect(safeReturnPath(to)).toBeNull();
  });

  it.each(['/', '/acme', '/acme/projects/acme/42/claims?tab=draft', '/acme/account/security#passkeys', '/a:b', '/search?q=a%20b'])(
    'keeps %j',
    (to) => {
      expect(safeReturnPath(to)).toBe(to);
    },
  );

  it('refuses null and undefined', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('goes to a safe `to`', () => {
    expect(afterSignInPath('/acme/account', session(['acme']))).toBe('/acme/account');
  });
  it('else to the first organisation', () => {
    expect(afterSignInPath('//evil.example', session(['acme', 'bravo']))).toBe('/acme');
    expect(afterSignInPath(null, session(['bravo']))).toBe('/bravo');
  });
  it('else to /signup', () => {
    expect(afterSignInPath('https://evil.example', session([]))).toBe('/signup');
  });
});
