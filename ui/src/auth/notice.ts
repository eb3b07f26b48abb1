/**
 * A one-shot message for the login page, set by whatever sent the visitor there (e.g. the
 * organisation route when no signed-in account belongs to it). Kept in sessionStorage: this tab only.
 */
const KEY = 'claimdesk.auth-notice';

/** Spec 1 section 1: what a signed-out visitor to a gated feature reads. */
export const SIGN_UP_TO_ACCESS = 'Sign up to access this feature.';

export function setAuthNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // no storage: the login page simply shows no notice
  }
}

/** The notice, left in place (safe to call from a state initializer, which may run twice). */
export function peekAuthNotice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearAuthNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

export function takeAuthNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
