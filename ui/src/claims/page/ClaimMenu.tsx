/**
 * The claim's 'More actions' menu (spec 2 §4): preview or view the PDF, export its lines as CSV
 * (the PDF's columns, the quantity columns in the quantity modes), resend email, mark as
 * paid / unpaid ('Marked as paid' / 'Failed to mark as paid'), payment sent (customer side),
 * change to draft ('Change to draft?' / 'This will allow editing the claim.'), mark unread,
 * copy link; below a separator, delete draft ('Delete Draft?' / 'This can't be undone.') and
 * void a submitted claim. Each failure shows the server's message as a toast. 'Public links'
 * lists the access links the viewer's organisation emailed with the claim, to revoke one.
 * 'Record payment…' opens the payment dialog (payments/PaymentDialog.tsx); the payment actions
 * are offered in the command palette too, under 'Claim N'.
 */
import { useMemo, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { CircleDollarSign, Banknote, Copy, HandCoins, Eye, FileDown, FilePen, FileX2, Link2, Mail, MailOpen, MoreHorizontal, Trash2 } from 'lucide-react';
import type { claimMutationsChangeToDraftMutation } from '../../__generated__/claimMutationsChangeToDraftMutation.graphql';
import type { claimMutationsDeleteDraftMutation } from '../../__generated__/claimMutationsDeleteDraftMutation.graphql';
import type { claimMutationsDeleteMutation } from '../../__generated__/claimMutationsDeleteMutation.graphql';
import type { claimMutationsMarkReadMutation } from '../../__generated__/claimMutationsMarkReadMutation.graphql';
import type { claimMutationsResendMutation } from '../../__generated__/claimMutationsResendMutation.graphql';
import type { ClaimMenu_claim$key } from '../../__generated__/ClaimMenu_claim.graphql';
import type { ClaimMenu_contract$key } from '../../__generated__/ClaimMenu_contract.graphql';
import { copyCurrentUrl } from '../../commands/copyUrl';
import { useRegisterCommands, type Command, type CommandGroup } from '../../commands/registry';
import { AccessLinksDialog } from '../../links/AccessLinksDialog';
import { errorMessage, mutate } from '../../relay/mutate';
import { IconButton } from '../../ui/Button';
import { confirmDialog } from '../../ui/confirm';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../ui/Menu';
import { toast } from '../../ui/Toaster';
import {
  claimChangeToDraftMutation,
  claimDeleteDraftMutation,
  claimDeleteMutation,
  claimMarkReadMutation,
  claimResendMutation,
} from '../claimMutations';
import { claimLabel } from '../../activity/ActivityEntries';
import { markPaid, RECORD_PAYMENT, setPaying } from '../payments/paymentActions';
import { PaymentDialog } from '../payments/PaymentDialog';
import type { LedgerPushLoop } from '../ledger/pushLoop';
import { ResendDialog, type Recipient } from './SendDialog';
import {
  CHANGE_TO_DRAFT_TEXT,
  CHANGE_TO_DRAFT_TITLE,
  CHANGED_TO_DRAFT,
  DELETE_DRAFT_TEXT,
  DELETE_DRAFT_TITLE,
  EMAIL_SENT,
  SENDING,
  VOID_TEXT,
} from '../texts';

export { CHANGE_TO_DRAFT_TEXT, CHANGE_TO_DRAFT_TITLE, DELETE_DRAFT_TEXT, DELETE_DRAFT_TITLE };

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
    viewerCanRecordPayment
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
    ...PaymentDialog_claim
  }
`;

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
  const [paymentOpen, setPaymentOpen] = useState(false);
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
    toast.promise(promise, { loading: SENDING, success: EMAIL_SENT, error: (e: unknown) => errorMessage(e) });
    await promise;
  };

  const togglePaid = () => void markPaid(environment, [ref], !claim.isPaid);
  const togglePaying = () => void setPaying(environment, [ref], !claim.isPaying);

  const changeToDraft = async () => {
    if (!(await confirmDialog({ title: CHANGE_TO_DRAFT_TITLE, description: CHANGE_TO_DRAFT_TEXT, actionLabel: 'Change to draft' })))
      return;
    await attempt(
      () => mutate<claimMutationsChangeToDraftMutation>(environment, claimChangeToDraftMutation, { input: ref }),
      CHANGED_TO_DRAFT,
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
      description: VOID_TEXT,
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
    claim.viewerCanRecordPayment ? (
      <MenuItem key="record-payment" icon={<HandCoins />} onSelect={() => setPaymentOpen(true)} data-testid="menu-record-payment">
        {RECORD_PAYMENT}
      </MenuItem>
    ) : null,
    claim.viewerCanMarkPaid ? (
      <MenuItem key="paid" icon={<CircleDollarSign />} onSelect={togglePaid}>
        {paidLabel(claim.isPaid)}
      </MenuItem>
    ) : null,
    claim.viewerCanSetPaying ? (
      <MenuItem key="paying" icon={<Banknote />} onSelect={togglePaying}>
        {payingLabel(claim.isPaying)}
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

  usePaymentCommands(claim.number, {
    record: claim.viewerCanRecordPayment ? () => setPaymentOpen(true) : null,
    paid: claim.viewerCanMarkPaid ? { label: paidLabel(claim.isPaid), run: togglePaid } : null,
    paying: claim.viewerCanSetPaying ? { label: payingLabel(claim.isPaying), run: togglePaying } : null,
  });

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
      <PaymentDialog claim={claim} open={paymentOpen} onOpenChange={setPaymentOpen} />
    </>
  );
}

function paidLabel(isPaid: boolean): string {
  return isPaid ? 'Mark as unpaid' : 'Mark as paid';
}

function payingLabel(isPaying: boolean): string {
  return isPaying ? 'Mark payment not sent' : 'Mark payment sent';
}

interface Toggle {
  label: string;
  run: () => void;
}

/** The claim's payment actions in the command palette, titled 'Claim N' as the spec titles one claim. */
function usePaymentCommands(number: number, actions: { record: (() => void) | null; paid: Toggle | null; paying: Toggle | null }) {
  const { record, paid, paying } = actions;
  const group = useMemo<CommandGroup | null>(() => {
    const commands: Command[] = [];
    if (record) commands.push({ id: 'claim-record-payment', label: RECORD_PAYMENT, run: record, keywords: ['paid', 'payment'] });
    if (paid) commands.push({ id: 'claim-mark-paid', label: paid.label, run: paid.run, keywords: ['paid', 'payment'] });
    if (paying) commands.push({ id: 'claim-set-paying', label: paying.label, run: paying.run, keywords: ['paid', 'payment sent'] });
    return commands.length ? { key: 'claim-payments', title: claimLabel(number), commands } : null;
    // The toggles' functions change every render; their labels say all that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [number, !!record, paid?.label, paying?.label]);
  useRegisterCommands(group);
}
