/** Public contact details shown on marketing pages and in help links. */
export const CONTACT = {
  salesEmail: 'sales@claimdesk.nz',
  supportEmail: 'support@claimdesk.nz',
  privacyEmail: 'privacy@claimdesk.nz',
  helloEmail: 'hello@claimdesk.nz',
} as const;

export const PRODUCT_NAME = 'Claimdesk';
