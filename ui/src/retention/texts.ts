/** The Retention page's words (issue 38). */
export const RETENTION_TITLE = 'Retention';
export const RETENTION_DESCRIPTION =
  'Retention money is held on trust for the party it is withheld from (Construction Contracts Act 2002, s 18C).';
export const WE_HOLD = 'We hold';
export const WE_HOLD_DESCRIPTION = 'Retention money we hold for our subcontractors, per subcontractor and contract.';
export const HELD_FROM_US = 'Held from us';
export const NOTHING_WE_HOLD = 'You hold no retention money.';
export const NOTHING_HELD_FROM_US = 'No retention money is held from you.';
export const LOADING_RETENTION = 'Loading retention...';
export const TRUST_ACCOUNT = 'Trust account';
export const TRUST_ACCOUNT_DESCRIPTION =
  'The bank account at a New Zealand registered bank that holds only retention money (CCA s 18E).';
export const ACCOUNT_SAVED = 'Trust account recorded';
export const ATTEST_LABEL = 'This account holds only retention money';
// The server's words exactly (app/retention/policy.py NO_ACCOUNT_PERMISSION), as its refusal reads.
export const NO_ACCOUNT_PERMISSION = 'Only owners and members who can edit projects can record the trust account';
export const NOT_LEGAL_ADVICE = 'This is not legal advice.';
