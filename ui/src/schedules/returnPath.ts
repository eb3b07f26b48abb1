/**
 * Where the schedule builder goes after sending or cancelling: its `from` query when that is a
 * relative path of this site (the sign-in redirect's rule, auth/redirect.ts), else the claim
 * page. Anything else — another origin, a scheme, '//host', a backslash — is ignored, so the
 * builder is never an open redirect.
 */
import { safeReturnPath } from '../auth/redirect';

export function scheduleReturnPath(from: string | null | undefined, claimPage: string): string {
  return safeReturnPath(from) ?? claimPage;
}
