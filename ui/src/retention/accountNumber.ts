/**
 * The trust account's number as the form checks it before sending (the server checks it again, with
 * the bank's check digits: app/retention/banks.py): BB-bbbb-AAAAAAA-SS or -SSS, digits separated by
 * hyphens, spaces or nothing.
 */
export const NUMBER_SHAPE =
  'Enter the account number as BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS (bank, branch, account, suffix)';

const SHAPE = /^(\d{2})[- ]?(\d{4})[- ]?(\d{7})[- ]?(\d{2,3})$/;

/** '01 0902 0068389 00' → '01-0902-0068389-00'; null when it is not the shape. */
export function normaliseAccountNumber(text: string): string | null {
  const match = SHAPE.exec(text.trim());
  return match ? match.slice(1).join('-') : null;
}

/** The field's error, or null when the shape is right. */
export function accountNumberError(text: string): string | null {
  return normaliseAccountNumber(text) === null ? NUMBER_SHAPE : null;
}
