/**
 * The claim's 'More actions' menu (spec 2 §4): preview or view the PDF, export its lines as CSV
 * (the PDF's columns, the quantity columns in the quantity modes), resend email, mark as
 * paid / unpaid ('Marked as paid' / 'Failed to mark as paid'), payment sent (customer side),
 * change to draft ('Change to draft?' / 'This will allow editing the claim.'), mark unread,
 * copy link; below a separator, delete draft ('Delete Draft?' / 'This can't be undone.') and
 * void a submitted claim. Each failure shows the server's message as a toast. 'Public links'
 * lists the access links the viewer's organisation emailed with the claim, to revoke one.
 */
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { CircleDollarSign, Banknote, Copy, Eye, FileDown, FilePen, FileX2, Link2, Mail, MailOpen, MoreHorizontal, Trash2 } from 'lucide-react';
import type { claimMutationsChangeToDraftMutation } from '../../__generated__/claimMutationsChangeToDraftMutation.graphql';
import type { claimMutationsDeleteDraftMutation } from '../../__generated__/claimMutationsDeleteDraftMutation.graphql';
import type { claimMutationsDeleteMutation } from '../../__generated__/claimMutationsDeleteMutation.graphql';
import type { claimMutationsMarkPaidMutation } from '../../__generated__/claimMutationsMarkPaidMutation.graphql';
import type { claimMutationsMarkReadMutation } from '../../__generated__/claimMutationsMarkReadMutation.graphql';
import type { claimMutationsResendMutation } from '../../__generated__/claimMutationsResendMutation.graphql';
import type { claimMutationsSetPayingMutation } from '../../__generated__/claimMutationsSetPayingMutation.graphql';
import type { ClaimMenu_claim$key } from '../../__generated__/ClaimMenu_claim.graphql';
import type { ClaimMenu_contract$key } from '../../__generated__/ClaimMenu_contract.graphql';
import { copyCurrentUrl } from '../../commands/copyUrl';
import { AccessLinksDialog } from '../../links/AccessLinksDialog';
import { mutate } from '../../relay/mutate';
import { IconButton } from '../../ui/Button';
import { confirmDialog } from '../../ui/confirm';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../ui/Menu';
import { toast } from '../../ui/Toaster';
import {
  claimChangeToDraftMutation,
  claimDeleteDraftMutation,
  claimDeleteMutation,
  claimMarkPaidMutation,
  claimMarkReadMutation,
  claimResendMutation,
  claimSetPayingMutation,
} from '../claimMutations';
import type { LedgerPushLoop } from '../ledger/pushLoop';
import { ResendDialog, type Recipient } from './SendDialog';

export const DELETE_DRAFT_TITLE = 'Delete Draft?';
export const DELETE_DRAFT_TEXT = "This can't be undone.";
export const CHANGE_TO_DRAFT_TITLE = 'Change to draft?';
export const CHANGE_TO_DRAFT_TEXT = 'This will allow editing the claim.';
export const MARKED_PAID = 'Marked as paid';
export const MARK_PAID_FAILED = 'Failed to mark as paid';
export const MARKED_UNPAID = 'Marked as unpaid';
export const MARK_UNPAID_FAILED = 'Failed to mark as unpaid';

const contractFragment = graphql`
  fragment ClaimMenu_contract on Contract {
    id
    members {
      id
      relation
      user {
        id
        name
        email
      }
    }
  }
`;

const claimFragment = graphql`
  fragment ClaimMenu_claim on Claim {
    number
    status
    isPaid
    isPaying
    pdfPreviewUrl
    pdfViewUrl
    csvDownloadUrl
    viewerCanResend
    viewerCanMarkPaid
    viewerCanSetPaying
    viewerCanChangeToDraft
    viewerCanDeleteDraft
    viewerCanDelete
    draft {
      id
    }
    latest {
      id
    }
    accessLinks {
      id
      document
      email
      expiresAt
      revokedAt
      lastUsedAt
    }
  }
`;

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}

export function ClaimMenu({
  contract: contractRef,
  claim: claimRef,
  draftShown,
  stager,
  onDeleted,
}: {
  contract: ClaimMenu_contract$key;
  claim: ClaimMenu_claim$key;
  draftShown: boolean;
  stager: LedgerPushLoop;
  onDeleted: () => void;
}) {
  const contract = useFragment(contractFragment, contractRef);
  const claim = useFragment(claimFragment, claimRef);
  const environment = useRelayEnvironment();
  const [resendOpen, setResendOpen] = useState(false);
  const [linksOpen, setLinksOpen] = useState(false);
  const ref = { contractId: contract.id, number: claim.number };
  const resendPeople: Recipient[] = contract.members
    .filter((m) => m.relation !== 'Supplier')
    .map((m) => ({ id: m.user.id, name: m.user.name, email: m.user.email }));

  /** Runs an action; a failure shows as a toast (with `failed` as its title, when given). */
  const attempt = async (action: () => Promise<unknown>, done: string, failed?: string) => {
    try {
      await action();
      toast.success(done);
    } catch (e) {
      if (failed) toast.error(failed, { description: errorMessage(e) });
      else toast.error(errorMessage(e));
    }
  };

  const resend = async (userIds: string[]) => {
    const requestKey = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
    const promise = mutate<claimMutationsResendMutation>(environment, claimResendMutation, {
      input: { ...ref, userIds: resendPeople.length ? userIds : null, requestKey },
    });
    toast.promise(promise, { loading: 'Sending...', success: 'Email sent', error: (e: unknown) => errorMessage(e) });
    await promise;
  };

  const markPaid = (isPaid: boolean) =>
    attempt(
      () => mutate<claimMutationsMarkPaidMutation>(environment, claimMarkPaidMutation, { input: { ...ref, isPaid } }),
      isPaid ? MARKED_PAID : MARKED_UNPAID,
      isPaid ? MARK_PAID_FAILED : MARK_UNPAID_FAILED,
    );

  const setPaying = (isPaying: boolean) =>
    attempt(
      () => mutate<claimMutationsSetPayingMutation>(environment, claimSetPayingMutation, { input: { ...ref, isPaying } }),
      isPaying ? 'Marked as payment sent' : 'Marked as payment not sent',
    );

  const changeToDraft = async () => {
    if (!(await confirmDialog({ title: CHANGE_TO_DRAFT_TITLE, description: CHANGE_TO_DRAFT_TEXT, actionLabel: 'Change to draft' })))
      return;
    await attempt(
      () => mutate<claimMutationsChangeToDraftMutation>(environment, claimChangeToDraftMutation, { input: ref }),
      'Changed to draft',
    );
  };

  const deleteDraft = async () => {
    if (!(await confirmDialog({ title: DELETE_DRAFT_TITLE, description: DELETE_DRAFT_TEXT, actionLabel: 'Delete', tone: 'danger' })))
      return;
    try {
      stager.discard();
      const r = await mutate<claimMutationsDeleteDraftMutation>(environment, claimDeleteDraftMutation, { input: ref });
      toast.success('Draft deleted');
      if (r.claimDeleteDraft?.didDeleteClaim) onDeleted();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const voidClaim = async () => {
    const sure = await confirmDialog({
      title: 'Void this claim?',
      description: 'It will no longer ask for payment, and the customer will be told. This can\u2019t be undone.',
      actionLabel: 'Void claim',
      tone: 'danger',
    });
    if (!sure) return;
    await attempt(() => mutate<claimMutationsDeleteMutation>(environment, claimDeleteMutation, { input: ref }), 'Claim voided');
  };

  const markUnread = () =>
    attempt(
      () => mutate<claimMutationsMarkReadMutation>(environment, claimMarkReadMutation, { input: { ...ref, isRead: false } }),
      'Marked as unread',
    );

  const submitted = claim.latest != null && claim.status !== 'Voided' && claim.status !== 'Deleted';
  const menuItems = [
    draftShown && claim.pdfPreviewUrl ? (
      <MenuItem key="preview" icon={<Eye />} onSelect={() => window.open(claim.pdfPreviewUrl!, '_blank', 'noopener')}>
        Preview PDF
      </MenuItem>
    ) : null,
    claim.pdfViewUrl ? (
      <MenuItem key="view" icon={<Eye />} onSelect={() => window.open(claim.pdfViewUrl!, '_blank', 'noopener')}>
        View PDF
      </MenuItem>
    ) : null,
    claim.csvDownloadUrl ? (
      <MenuItem key="csv" icon={<FileDown />} onSelect={() => window.location.assign(claim.csvDownloadUrl!)} data-testid="export-claim-csv">
        Export lines as CSV
      </MenuItem>
    ) : null,
    claim.viewerCanResend ? (
      <MenuItem key="resend" icon={<Mail />} onSelect={() => setResendOpen(true)}>
        Resend email
      </MenuItem>
    ) : null,
    claim.viewerCanMarkPaid ? (
      <MenuItem key="paid" icon={<CircleDollarSign />} onSelect={() => void markPaid(!claim.isPaid)}>
        {claim.isPaid ? 'Mark as unpaid' : 'Mark as paid'}
      </MenuItem>
    ) : null,
    claim.viewerCanSetPaying ? (
      <MenuItem key="paying" icon={<Banknote />} onSelect={() => void setPaying(!claim.isPaying)}>
        {claim.isPaying ? 'Mark payment not sent' : 'Mark payment sent'}
      </MenuItem>
    ) : null,
    claim.viewerCanChangeToDraft ? (
      <MenuItem key="draft" icon={<FilePen />} onSelect={() => void changeToDraft()}>
        Change to draft
      </MenuItem>
    ) : null,
    submitted ? (
      <MenuItem key="unread" icon={<MailOpen />} onSelect={() => void markUnread()}>
        Mark as unread
      </MenuItem>
    ) : null,
    <MenuItem key="copy" icon={<Copy />} onSelect={() => void copyCurrentUrl()}>
      Copy link
    </MenuItem>,
    claim.accessLinks.length ? (
      <MenuItem key="links" icon={<Link2 />} onSelect={() => setLinksOpen(true)}>
        Public links
      </MenuItem>
    ) : null,
  ].filter(Boolean);
  const dangerItems = [
    claim.viewerCanDeleteDraft && claim.draft ? (
      <MenuItem key="delete-draft" icon={<Trash2 />} danger onSelect={() => void deleteDraft()}>
        Delete draft
      </MenuItem>
    ) : null,
    claim.viewerCanDelete && claim.status !== 'New' ? (
      <MenuItem key="void" icon={<FileX2 />} danger onSelect={() => void voidClaim()}>
        Void claim
      </MenuItem>
    ) : null,
  ].filter(Boolean);

  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <IconButton label="More actions" icon={<MoreHorizontal />} variant="secondary" data-testid="claim-menu" />
        </MenuTrigger>
        <MenuContent>
          {menuItems}
          {dangerItems.length ? <MenuSeparator /> : null}
          {dangerItems}
        </MenuContent>
      </Menu>
      <ResendDialog open={resendOpen} onOpenChange={setResendOpen} people={resendPeople} onResend={resend} />
      <AccessLinksDialog
        open={linksOpen}
        onOpenChange={setLinksOpen}
        contractId={contract.id}
        number={claim.number}
        links={claim.accessLinks}
      />
    </>
  );
}
