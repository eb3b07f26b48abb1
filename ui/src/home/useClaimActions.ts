/**
 * What can be done with the selected claims, offered twice: in the selection bar and, through
 * the command registry, in the command palette (group 'selected-claims', titled 'Claim N' or
 * 'N Claims'), as spec 2 lists them ('Claim document screen'): mark as read, mark as unread, view
 * PDF, view schedule PDF (when any has a sent one), the payment actions where the viewer's side
 * may take them (mark as paid or unpaid, the supplier side; 'payment sent', the customer side;
 * both recorded as payments on the server: app/payments/service.py) with 'Record payment…' for
 * one claim, re-send claim, move back to Draft, delete claim (a claim never sent is deleted, a
 * sent one voided, as the claim's menu does) and view in the accounting service. Each is offered
 * when the server says the viewer may take it on some selected claim (the row's viewerCan…
 * fields, from the same policy the service layer enforces) and is sent for those claims alone.
 * `onChanged` is told after an action that moves claims between the list's groups.
 */
import { useMemo } from 'react';
import { graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { claimMutationsMarkReadMutation } from '../__generated__/claimMutationsMarkReadMutation.graphql';
import type { useClaimActions_row$data, useClaimActions_row$key } from '../__generated__/useClaimActions_row.graphql';
import { claimChangeToDraftMutation, claimDeleteMutation, claimMarkReadMutation, claimResendMutation } from '../claims/claimMutations';
import { markPaid, newRequestKey, RECORD_PAYMENT, setPaying } from '../claims/payments/paymentActions';
import type { claimMutationsChangeToDraftMutation } from '../__generated__/claimMutationsChangeToDraftMutation.graphql';
import type { claimMutationsDeleteMutation } from '../__generated__/claimMutationsDeleteMutation.graphql';
import type { claimMutationsResendMutation } from '../__generated__/claimMutationsResendMutation.graphql';
import {
  CHANGE_TO_DRAFT_TEXT,
  CHANGE_TO_DRAFT_TITLE,
  CHANGED_TO_DRAFT,
  DELETE_DRAFT_TEXT,
  EMAIL_SENT,
  SENDING,
  VOID_TEXT,
} from '../claims/texts';
import { httpsUrl } from '../config';
import { confirmDialog } from '../ui/confirm';
import { useRegisterCommands, type Command, type CommandGroup } from '../commands/registry';
import { errorMessage, mutate } from '../relay/mutate';
import { toast } from '../ui/Toaster';
import { selectionTitle } from './selection';

export const SELECTED_CLAIMS = 'selected-claims';
export const RESEND = 'Re-send claim';
export const TO_DRAFT = 'Move back to Draft';
export const DELETE = 'Delete claim';
export const VIEW_IN_XERO = 'View in Xero';
export const DELETED = 'Claim deleted';
export const VOIDED = 'Claim voided';
export const DELETED_OR_VOIDED = 'Claims deleted or voided';

type Ref = { contractId: string; number: number };

/** Runs `each` on every claim, one after another (a long selection stays one request at a time
 * within the person's GraphQL budget); one toast for all, the first failure's message on failure. */
async function forEach(refs: readonly Ref[], each: (ref: Ref) => Promise<unknown>, done: string): Promise<boolean> {
  try {
    for (const ref of refs) await each(ref);
    toast.success(done);
    return true;
  } catch (e) {
    toast.error(errorMessage(e));
    return false;
  }
}

// What the actions read of a listed claim; inline: read when the claim is selected.
const rowFragment = graphql`
  fragment useClaimActions_row on ClaimListRow @inline {
    contractId
    claim {
      id
      number
      status
      isUnread
      pdfViewUrl
      xeroUrl
      isPaid
      isPaying
      viewerCanMarkPaid
      viewerCanSetPaying
      viewerCanRecordPayment
      viewerCanResend
      viewerCanChangeToDraft
      viewerCanDelete
      schedule {
        status
        pdfViewUrl
      }
      ...PaymentDialog_claim
    }
  }
`;

/** A selected claim of a list, as its actions read it. */
export type SelectedClaim = Omit<useClaimActions_row$data, ' $fragmentType'>;

export function readSelectedClaim(ref: useClaimActions_row$key): SelectedClaim {
  return readInlineData(rowFragment, ref);
}

function openAll(urls: Array<string | null | undefined>) {
  for (const url of urls) if (url) window.open(url, '_blank', 'noopener');
}

/** `onRecordPayment`: opens the payment dialog for the one claim selected. */
export function useClaimActions(
  selected: readonly SelectedClaim[],
  onRecordPayment?: (row: SelectedClaim) => void,
  onChanged?: () => void,
): Command[] {
  const environment = useRelayEnvironment();
  return useMemo(() => {
    if (!selected.length) return [];
    // A claim never submitted has nothing to read.
    const submitted = selected.filter((row) => row.claim.pdfViewUrl);
    const markRead = (isRead: boolean) => async () => {
      try {
        await Promise.all(
          submitted.filter((row) => row.claim.isUnread === isRead).map((row) =>
            mutate<claimMutationsMarkReadMutation>(environment, claimMarkReadMutation, {
              input: { contractId: row.contractId, number: row.claim.number, isRead },
            }),
          ),
        );
      } catch (e) {
        toast.error(errorMessage(e));
      }
    };
    const pdfs = selected.map((row) => row.claim.pdfViewUrl).filter(Boolean);
    const schedules = selected.map((row) => (row.claim.schedule?.status === 'Sent' ? row.claim.schedule.pdfViewUrl : null));
    const commands: Command[] = [
      { id: 'claims-mark-read', label: 'Mark as read', run: markRead(true), disabled: !submitted.some((r) => r.claim.isUnread) },
      {
        id: 'claims-mark-unread',
        label: 'Mark as unread',
        run: markRead(false),
        disabled: !submitted.some((r) => !r.claim.isUnread),
      },
      { id: 'claims-view-pdf', label: 'View PDF', run: () => openAll(pdfs), disabled: !pdfs.length },
    ];
    if (schedules.some(Boolean)) {
      commands.push({ id: 'claims-view-schedule-pdf', label: 'View schedule PDF', run: () => openAll(schedules) });
    }
    const refs = (rows: readonly SelectedClaim[]) => rows.map((row) => ({ contractId: row.contractId, number: row.claim.number }));
    const unpaid = selected.filter((row) => row.claim.viewerCanMarkPaid && !row.claim.isPaid);
    const paid = selected.filter((row) => row.claim.viewerCanMarkPaid && row.claim.isPaid);
    const notSent = selected.filter((row) => row.claim.viewerCanSetPaying && !row.claim.isPaying && !row.claim.isPaid);
    const keywords = ['payment', 'paid'];
    if (unpaid.length) {
      commands.push({ id: 'claims-mark-paid', label: 'Mark as paid', keywords, run: () => void markPaid(environment, refs(unpaid), true) });
    }
    if (paid.length) {
      commands.push({ id: 'claims-mark-unpaid', label: 'Mark as unpaid', keywords, run: () => void markPaid(environment, refs(paid), false) });
    }
    if (notSent.length) {
      commands.push({
        id: 'claims-payment-sent',
        label: 'Mark payment sent',
        keywords,
        run: () => void setPaying(environment, refs(notSent), true),
      });
    }
    const only = selected.length === 1 ? selected[0]! : null;
    if (only?.claim.viewerCanRecordPayment && onRecordPayment) {
      commands.push({ id: 'claims-record-payment', label: RECORD_PAYMENT, keywords, run: () => onRecordPayment(only) });
    }

    const resendable = selected.filter((row) => row.claim.viewerCanResend);
    if (resendable.length) {
      // To every member of the customer side, as the claim's 'Resend email' does by default.
      const resend = async () => {
        const requestKey = newRequestKey();
        const sending = toast.loading(SENDING);
        const ok = await forEach(
          refs(resendable),
          (ref) => mutate<claimMutationsResendMutation>(environment, claimResendMutation, { input: { ...ref, userIds: null, requestKey } }),
          EMAIL_SENT,
        );
        toast.dismiss(sending);
        return ok;
      };
      commands.push({ id: 'claims-resend', label: RESEND, keywords: ['email', 'send again'], run: () => void resend() });
    }
    const toDraft = selected.filter((row) => row.claim.viewerCanChangeToDraft);
    if (toDraft.length) {
      const run = async () => {
        const sure = await confirmDialog({
          title: CHANGE_TO_DRAFT_TITLE,
          description: CHANGE_TO_DRAFT_TEXT,
          actionLabel: 'Change to draft',
        });
        if (!sure) return;
        const each = (ref: Ref) =>
          mutate<claimMutationsChangeToDraftMutation>(environment, claimChangeToDraftMutation, { input: ref });
        if (await forEach(refs(toDraft), each, CHANGED_TO_DRAFT)) onChanged?.();
      };
      commands.push({ id: 'claims-to-draft', label: TO_DRAFT, keywords: ['draft', 'edit'], run: () => void run() });
    }
    const deletable = selected.filter((row) => row.claim.viewerCanDelete);
    if (deletable.length) {
      // A claim never sent is deleted; a sent one is voided (the customer is told).
      const sent = deletable.filter((row) => row.claim.status !== 'New').length;
      const done = !sent ? DELETED : sent === deletable.length ? VOIDED : DELETED_OR_VOIDED;
      const run = async () => {
        const sure = await confirmDialog({
          title: `Delete ${selectionTitle(deletable.map((r) => r.claim.number))}?`,
          description: sent ? VOID_TEXT : DELETE_DRAFT_TEXT,
          actionLabel: 'Delete',
          tone: 'danger',
        });
        if (!sure) return;
        const each = (ref: Ref) => mutate<claimMutationsDeleteMutation>(environment, claimDeleteMutation, { input: ref });
        if (await forEach(refs(deletable), each, done)) onChanged?.();
      };
      commands.push({ id: 'claims-delete', label: DELETE, keywords: ['void', 'remove'], run: () => void run() });
    }
    const xero = selected.map((row) => httpsUrl(row.claim.xeroUrl)).filter(Boolean);
    if (xero.length) {
      commands.push({ id: 'claims-view-xero', label: VIEW_IN_XERO, keywords: ['accounting', 'invoice', 'bill'], run: () => openAll(xero) });
    }
    return commands;
  }, [environment, selected, onRecordPayment, onChanged]);
}

/** Offer the selected claims' actions in the command palette while any is selected. */
export function useSelectedClaimCommands(selected: readonly SelectedClaim[], commands: Command[]): void {
  const group = useMemo<CommandGroup | null>(
    () =>
      selected.length
        ? { key: SELECTED_CLAIMS, title: selectionTitle(selected.map((r) => r.claim.number)), commands }
        : null,
    [selected, commands],
  );
  useRegisterCommands(group);
}
