/**
 * Who must act next on a variation, as the server answers it (Variation.awaiting:
 * app.variations.policy.awaiting), said from the viewer's side: the same rule on both sides,
 * whoever raised the request (issue 36).
 */
import type { BadgeTone } from '../ui/Badge';

export type Awaiting = 'Supplier' | 'Customer' | 'Both' | null | undefined | '%future added value';

export const WAITING_FOR_YOU = 'Waiting for you';
export const WAITING_FOR_BOTH = 'Waiting for both sides';
export const WAITING_FOR_SUPPLIER = 'Waiting for the supplier';
export const WAITING_FOR_CUSTOMER = 'Waiting for the customer';
export const NOTHING_TO_DO = 'Nothing to do';

/** 'Waiting for you' when the viewer's side must act (with the other side too: both must approve). */
export function awaitingLabel(awaiting: Awaiting, viewerIsSupplier: boolean): string {
  if (awaiting === 'Both') return WAITING_FOR_BOTH;
  if (awaiting === 'Supplier') return viewerIsSupplier ? WAITING_FOR_YOU : WAITING_FOR_SUPPLIER;
  if (awaiting === 'Customer') return viewerIsSupplier ? WAITING_FOR_CUSTOMER : WAITING_FOR_YOU;
  return NOTHING_TO_DO;
}

export function awaitingTone(viewerMustAct: boolean, awaiting: Awaiting): BadgeTone {
  if (viewerMustAct) return 'warning';
  return awaiting ? 'info' : 'neutral';
}
