/**
 * What can be done with the selected claims, offered twice: in the selection bar and, through
 * the command registry, in the command palette (group 'selected-claims', titled 'Claim N' or
 * 'N Claims'): mark as read, mark as unread, view PDF, view schedule PDF (when any has a sent one),
 * and the payment actions where the viewer's side may take them (spec 2 §2: mark as paid or
 * unpaid, the supplier side; 'payment sent', the customer side; both recorded as payments on the
 * server) with 'Record payment…' for one claim.
 */
import { useMemo } from 'react';
import { graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { claimMutationsMarkReadMutation } from '../__generated__/claimMutationsMarkReadMutation.graphql';
import type { useClaimActions_row$data, useClaimActions_row$key } from '../__generated__/useClaimActions_row.graphql';
import { claimMarkReadMutation } from '../claims/claimMutations';
import { markPaid, RECORD_PAYMENT, setPaying } from '../claims/payments/paymentActions';
import { useRegisterCommands, type Command, type CommandGroup } from '../commands/registry';
import { errorMessage, mutate } from '../relay/mutate';
import { toast } from '../ui/Toaster';
import { selectionTitle } from './selection';

export const SELECTED_CLAIMS = 'selected-claims';

// What the actions read of a listed claim; inline: read when the claim is selected.
const rowFragment = graphql`
  fragment useClaimActions_row on ClaimListRow @inline {
    contractId
    claim {
      id
      number
      isUnread
      pdfViewUrl
      isPaid
      isPaying
      viewerCanMarkPaid
      viewerCanSetPaying
      viewerCanRecordPayment
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
export function useClaimActions(selected: readonly SelectedClaim[], onRecordPayment?: (row: SelectedClaim) => void): Command[] {
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
    return commands;
  }, [environment, selected, onRecordPayment]);
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
