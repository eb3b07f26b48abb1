/** Public contact details shown on marketing pages and in help links. */
export const CONTACT = {
  salesEmail: 'sales@claimdesk.nz',
  supportEmail: 'support@claimdesk.nz',
  privacyEmail: 'privacy@claimdesk.nz',
  helloEmail: 'hello@claimdesk.nz',
} as const;

export const PRODUCT_NAME = 'Claimdesk';

/** The product's own page on the payer's duties (marketing/PayersPage.tsx). */
export const PAYER_HELP_PATH = '/help/payers';

declare const __CLAIMDESK_PAYER_INFO_URL__: string | undefined;

/** `url` when it is an https URL, else null (never a javascript: or relative link). */
export function httpsUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The payer's 'more information' page about the Construction Contracts Act's process, linked from
 * a claim the customer side receives and from the link page: the product's own /help/payers
 * (marketing/PayersPage.tsx) unless CLAIMDESK_PAYER_INFO_URL names an https page when the UI is
 * built (webpack's DefinePlugin; the server's claim email reads the same variable).
 */
export const PAYER_INFO_URL: string =
  httpsUrl(typeof __CLAIMDESK_PAYER_INFO_URL__ === 'string' ? __CLAIMDESK_PAYER_INFO_URL__ : null) ?? PAYER_HELP_PATH;
