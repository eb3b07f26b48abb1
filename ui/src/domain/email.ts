/**
 * The email rule (spec 1 section 5): text, an @, text, a dot, text, with no spaces. The server
 * applies the same pattern (app/domain/email.py); tests/vectors/email.json keeps both sides equal.
 */

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Whether the whole text is an email address; callers trim what the user typed first. */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** The message for an email field left blank. */
export const EMAIL_REQUIRED = 'Enter your email address.';
/** The message for an email field that does not match the rule. */
export const EMAIL_INVALID = 'Enter a valid email address.';
