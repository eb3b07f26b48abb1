/** Words of the claim screens that other screens (the payment schedule's, the claim lists) use too. */
export const LOADING_DOCUMENT = 'Loading document...';
export const CLAIM_NOT_FOUND = 'Claim not found';
export const LEDGER_NOT_FOUND = 'Ledger not found';
export const REVISION_NOT_FOUND = 'Claim revision not found';
/** Under an empty field or cell that must be filled (a line's description, the schedule of values' form). */
export const REQUIRED = 'Required';
/** Beside what a viewer may not do (new claim, payment schedule). */
export const NO_PERMISSION = 'You do not have permission';

/** The claim number of the route: a whole number, else null ('Claim not found'). */
export function parseClaimNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
