/**
 * The spec's payment toggles as actions, for the claim's menu and the command palette (spec 2 §4,
 * 'Claim document screen'): mark as paid or unpaid (the supplier side; 'Marked as paid' / 'Failed
 * to mark as paid') and 'payment sent' (the customer side). The server records them as payments
 * (app/payments/service.py: mark_paid, set_paying); each answers the claim's new standing.
 */
import type { IEnvironment } from 'relay-runtime';
import type { paymentMutationsMarkPaidMutation } from '../../__generated__/paymentMutationsMarkPaidMutation.graphql';
import type { paymentMutationsSetPayingMutation } from '../../__generated__/paymentMutationsSetPayingMutation.graphql';
import { errorMessage, mutate } from '../../relay/mutate';
import { toast } from '../../ui/Toaster';
import { claimMarkPaidMutation, claimSetPayingMutation } from './paymentMutations';

export const MARKED_PAID = 'Marked as paid';
export const MARK_PAID_FAILED = 'Failed to mark as paid';
export const MARKED_UNPAID = 'Marked as unpaid';
export const MARK_UNPAID_FAILED = 'Failed to mark as unpaid';
export const MARKED_SENT = 'Marked as payment sent';
export const MARKED_NOT_SENT = 'Marked as payment not sent';
export const RECORD_PAYMENT = 'Record payment\u2026';

export interface ClaimRef {
  contractId: string;
  number: number;
}

/** Marks each claim paid (or unpaid); one toast for all of them, the first failure's message on failure. */
export async function markPaid(environment: IEnvironment, claims: readonly ClaimRef[], isPaid: boolean): Promise<void> {
  try {
    await Promise.all(
      claims.map((ref) =>
        mutate<paymentMutationsMarkPaidMutation>(environment, claimMarkPaidMutation, { input: { ...ref, isPaid } }),
      ),
    );
    toast.success(isPaid ? MARKED_PAID : MARKED_UNPAID);
  } catch (e) {
    toast.error(isPaid ? MARK_PAID_FAILED : MARK_UNPAID_FAILED, { description: errorMessage(e) });
  }
}

/** The customer's 'payment sent' on each claim (or its withdrawal). */
export async function setPaying(environment: IEnvironment, claims: readonly ClaimRef[], isPaying: boolean): Promise<void> {
  try {
    await Promise.all(
      claims.map((ref) =>
        mutate<paymentMutationsSetPayingMutation>(environment, claimSetPayingMutation, { input: { ...ref, isPaying } }),
      ),
    );
    toast.success(isPaying ? MARKED_SENT : MARKED_NOT_SENT);
  } catch (e) {
    toast.error(errorMessage(e));
  }
}

/** A fresh idempotency key: one per dialog opening, so a double click or a retry records once. */
export function newRequestKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
