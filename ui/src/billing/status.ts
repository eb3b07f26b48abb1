/** What the Billing screen and the banner say about a subscription. Pure. */

import { formatDate } from '../lib/dates';

export const BILLING_ACCOUNT = 'Billing Account';
export const OPEN_PORTAL = 'Open billing portal';

export const BILLING_OFF_TITLE = 'Billing is not configured';
export const BILLING_OFF_TEXT = 'This server does not bill anyone: there is nothing to pay and every feature is available.';
export const LAPSED_TITLE = 'Your subscription has lapsed';
export const LAPSED_TEXT =
  'Creating new projects is paused until billing is renewed. Claims, payment schedules, deadlines and PDFs keep working as always.';
export const PAST_DUE_TITLE = 'A payment did not go through';
export const PAST_DUE_TEXT = 'Stripe will try again. Update the card in the billing portal to keep everything running.';
export const ASK_AN_OWNER = 'Only an owner can open the billing portal.';
export const PORTAL_NOTE = 'Card, invoices and cancelling are in the portal.';
export const LAPSE_RULE =
  'If a subscription lapses, only creating new projects pauses. Received claims, payment schedules, deadlines and PDFs never depend on billing.';

export interface BillingFacts {
  readonly status: string;
  readonly trialEndsAt?: string | null;
  readonly periodEndsAt?: string | null;
  readonly cancelAtPeriodEnd: boolean;
}

/** [label, sentence] for the state, e.g. ['Free trial', 'Your trial ends on 10 Dec 2026.']. */
export function describe(b: BillingFacts): [string, string] {
  switch (b.status) {
    case 'NONE':
      return ['Not started', 'Your free trial starts when an owner first opens the billing portal.'];
    case 'TRIALING':
      return ['Free trial', `Your trial ends on ${formatDate(b.trialEndsAt)}. Add a card in the billing portal to carry on.`];
    case 'ACTIVE':
      if (!b.periodEndsAt) return ['Active', 'Your subscription is active.'];
      return [
        'Active',
        b.cancelAtPeriodEnd
          ? `Ends on ${formatDate(b.periodEndsAt)}: it will not renew.`
          : `Renews on ${formatDate(b.periodEndsAt)}.`,
      ];
    case 'PAST_DUE':
      return ['Payment overdue', PAST_DUE_TEXT];
    default:
      return ['Lapsed', LAPSED_TEXT];
  }
}
