/**
 * Where to go after signing in (spec 1 sections 2 and 5).
 *
 * `to` is followed only when it is a relative path of this site: it must begin with '/', and
 * neither it nor its percent-decoded form may begin with '//' or '/\', contain a control or
 * whitespace character (other than a plain space) or a backslash, or resolve to another
 * origin. So '//evil.example', '/\evil.example', '/%09/evil.example', 'javascript:alert(1)'
 * and 'https://evil.example' are all refused. The server applies the same rule
 * (app/auth/service.py safe_return_path).
 */
import type { Session } from './client';
import { firstOrgSlug } from './sessions';

// Control characters (C0, DEL, C1), and space-like separators other than a plain space.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/;

function unsafe(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return true;
  if (FORBIDDEN.test(path)) return true;
  try {
    const base = 'https://claimdesk.invalid';
    return new URL(path, base).origin !== base;
  } catch {
    return true;
  }
}

/** `to` when it is a safe relative path of this site, else null. */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (typeof to !== 'string' || !to || to.length > 2000) return null;
  let decoded = to;
  for (let i = 0; i < 3; i += 1) {
    if (unsafe(decoded)) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) return to;
    decoded = next;
  }
  return null;
}

/** After sign-in: `to` when safe, else the first organisation of the session, else /signup. */
export function afterSignInPath(to: string | null | undefined, session: Session): string {
  const safe = safeReturnPath(to);
  if (safe) return safe;
  const slug = firstOrgSlug([session]);
  return slug ? `/${slug}` : '/signup';
}

/** The sign-in redirect waits this long, so 'Logging you in...' is seen (spec: about 100 ms). */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;
