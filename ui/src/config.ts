/** Public contact details shown on marketing pages and in help links. */
export const CONTACT = {
  salesEmail: 'sales@claimdesk.nz',
  supportEmail: 'support@claimdesk.nz',
  privacyEmail: 'privacy@claimdesk.nz',
  helloEmail: 'hello@claimdesk.nz',
} as const;

export const PRODUCT_NAME = 'Claimdesk';

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
 * The external 'more information' page about the Construction Contracts Act's process for
 * payers, linked from a claim the customer side receives; null hides the link. Set when the UI
 * is built (CLAIMDESK_PAYER_INFO_URL, webpack's DefinePlugin): the server has no channel for
 * UI settings yet.
 */
export const PAYER_INFO_URL: string | null = httpsUrl(
  typeof __CLAIMDESK_PAYER_INFO_URL__ === 'string' ? __CLAIMDESK_PAYER_INFO_URL__ : null,
);
