/**
 * The claim's actions (spec 2 §4 and 'Claim document screen'): send (confirm, progress, sent),
 * PDF download (not for New claims) and draft preview, and a menu with resend email, mark as
 * paid / unpaid ('Marked as paid' / 'Failed to mark as paid'), payment sent (customer side),
 * change to draft ('Change to draft?' / 'This will allow editing the claim.'), delete draft
 * ('Delete Draft?' / 'This can't be undone.'), void a submitted claim, copy link, mark unread.
 * Each failure shows the server's message as a toast.
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import {
  Banknote,
  CircleDollarSign,
  Copy,
  Download,
  ExternalLink,
  Eye,
  FilePen,
  FileX2,
  Mail,
  MailOpen,
  MoreHorizontal,
  Send,
  Trash2,
} from 'lucide-react';
import type { claimMutationsChangeToDraftMutation } from '../__generated__/claimMutationsChangeToDraftMutation.graphql';
import type { claimMutationsDeleteDraftMutation } from '../__generated__/claimMutationsDeleteDraftMutation.graphql';
import type { claimMutationsDeleteMutation } from '../__generated__/claimMutationsDeleteMutation.graphql';
import type { claimMutationsMarkPaidMutation } from '../__generated__/claimMutationsMarkPaidMutation.graphql';
import type { claimMutationsMarkReadMutation } from '../__generated__/claimMutationsMarkReadMutation.graphql';
import type { claimMutationsResendMutation } from '../__generated__/claimMutationsResendMutation.graphql';
import type { claimMutationsSendMutation } from '../__generated__/claimMutationsSendMutation.graphql';
import type { claimMutationsSetPayingMutation } from '../__generated__/claimMutationsSetPayingMutation.graphql';
import type { claimMutationsSubmitMutation } from '../__generated__/claimMutationsSubmitMutation.graphql';
import { contractPath } from '../projects/paths';
import { Button, buttonClasses, IconButton, LinkButton } from '../ui/Button';
import { confirmDialog } from '../ui/confirm';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../ui/Menu';
import { toast } from '../ui/Toaster';
import {
  claimChangeToDraftMutation,
  claimDeleteDraftMutation,
  claimDeleteMutation,
  claimMarkPaidMutation,
  claimMarkReadMutation,
  claimResendMutation,
  claimSendMutation,
  claimSetPayingMutation,
  claimSubmitMutation,
  runMutation,
} from './claimMutations';
import type { ClaimData, ContractData, RevisionData } from './ClaimPage';
import { downloadPdf, PDF_PREPARING } from './pdf';
import { ResendDialog, SendDialog, type Recipient } from './SendDialog';
import type { LedgerStager } from './stager';

export const DELETE_DRAFT_TITLE = 'Delete Draft?';
export const DELETE_DRAFT_TEXT = "This can't be undone.";
export const CHANGE_TO_DRAFT_TITLE = 'Change to draft?';
export const CHANGE_TO_DRAFT_TEXT = 'This will allow editing the claim.';
export const MARKED_PAID = 'Marked as paid';
export const MARK_PAID_FAILED = 'Failed to mark as paid';
export const MARKED_UNPAID = 'Marked as unpaid';
export const MARK_UNPAID_FAILED = 'Failed to mark as unpaid';

function message(e: unknown): string {
  return e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}

export function ClaimActions({
  org,
  owner,
  slug,
  contract,
  claim,
  revision,
  draftShown,
  stager,
  onDeleted,
}: {
  org: string;
  owner: string;
  slug: string;
  contract: ContractData;
  claim: ClaimData;
  revision: RevisionData | null;
  draftShown: boolean;
  stager: LedgerStager;
  onDeleted: () => void;
}) {
  const environment = useRelayEnvironment();
  const [sendOpen, setSendOpen] = useState(false);
  const [resendOpen, setResendOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const ref = { contractId: contract.id, number: claim.number };

  const recipients: Recipient[] = contract.members
    .filter((m) => m.isCustomerRecipient)
    .map((m) => ({ id: m.user.id, name: m.user.name, email: m.user.email }));
  const resendPeople: Recipient[] = contract.members
    .filter((m) => m.relation !== 'Supplier')
    .map((m) => ({ id: m.user.id, name: m.user.name, email: m.user.email }));
  const customerName = contract.customer?.entityName || contract.customer?.name || 'the customer';
  const canSchedule =
    !contract.viewerIsSupplier &&
    contract.viewerPermissions.includes('CustomerSubmit') &&
    claim.latest != null &&
    (claim.status === 'Sent' || claim.status === 'Scheduled');

  const download = async () => {
    if (!claim.pdfDownloadUrl) return;
    setDownloading(true);
    const id = toast.loading(PDF_PREPARING);
    try {
      const name = await downloadPdf(claim.pdfDownloadUrl, `${owner}-${slug}-claim-${claim.number}.pdf`);
      toast.success('PDF downloaded', { id, description: name });
    } catch (e) {
      toast.error(message(e), { id });
    } finally {
      setDownloading(false);
    }
  };

  const send = async ({ date, dueDate }: { date: string; dueDate: string }) => {
    if (!claim.draft) throw new Error('This claim is not a draft');
    await stager.flush();
    try {
      await runMutation<claimMutationsSubmitMutation>(environment, claimSubmitMutation, {
        input: { ...ref, rev: claim.draft.rev, date, dueDate },
      });
      await runMutation<claimMutationsSendMutation>(environment, claimSendMutation, { input: ref });
    } catch (e) {
      toast.error(message(e));
      throw e;
    }
  };

  const resend = async (userIds: string[]) => {
    const requestKey = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
    const promise = runMutation<claimMutationsResendMutation>(environment, claimResendMutation, {
      input: { ...ref, userIds: resendPeople.length ? userIds : null, requestKey },
    });
    toast.promise(promise, { loading: 'Sending...', success: 'Email sent', error: (e: unknown) => message(e) });
    await promise;
  };

  const markPaid = async (isPaid: boolean) => {
    try {
      await runMutation<claimMutationsMarkPaidMutation>(environment, claimMarkPaidMutation, { input: { ...ref, isPaid } });
      toast.success(isPaid ? MARKED_PAID : MARKED_UNPAID);
    } catch (e) {
      toast.error(isPaid ? MARK_PAID_FAILED : MARK_UNPAID_FAILED, { description: message(e) });
    }
  };

  const setPaying = async (isPaying: boolean) => {
    try {
      await runMutation<claimMutationsSetPayingMutation>(environment, claimSetPayingMutation, { input: { ...ref, isPaying } });
      toast.success(isPaying ? 'Marked as payment sent' : 'Marked as payment not sent');
    } catch (e) {
      toast.error(message(e));
    }
  };

  const changeToDraft = async () => {
    if (!(await confirmDialog({ title: CHANGE_TO_DRAFT_TITLE, description: CHANGE_TO_DRAFT_TEXT, actionLabel: 'Change to draft' })))
      return;
    try {
      await runMutation<claimMutationsChangeToDraftMutation>(environment, claimChangeToDraftMutation, { input: ref });
      toast.success('Changed to draft');
    } catch (e) {
      toast.error(message(e));
    }
  };

  const deleteDraft = async () => {
    if (
      !(await confirmDialog({ title: DELETE_DRAFT_TITLE, description: DELETE_DRAFT_TEXT, actionLabel: 'Delete', tone: 'danger' }))
    )
      return;
    try {
      stager.discard();
      const r = await runMutation<claimMutationsDeleteDraftMutation>(environment, claimDeleteDraftMutation, { input: ref });
      toast.success('Draft deleted');
      if (r.claimDeleteDraft?.didDeleteClaim) onDeleted();
    } catch (e) {
      toast.error(message(e));
    }
  };

  const voidClaim = async () => {
    if (
      !(await confirmDialog({
        title: 'Void this claim?',
        description: 'It will no longer ask for payment, and the customer will be told. This can\u2019t be undone.',
        actionLabel: 'Void claim',
        tone: 'danger',
      }))
    )
      return;
    try {
      await runMutation<claimMutationsDeleteMutation>(environment, claimDeleteMutation, { input: ref });
      toast.success('Claim voided');
    } catch (e) {
      toast.error(message(e));
    }
  };

  const markUnread = async () => {
    try {
      await runMutation<claimMutationsMarkReadMutation>(environment, claimMarkReadMutation, {
        input: { ...ref, isRead: false },
      });
      toast.success('Marked as unread');
    } catch (e) {
      toast.error(message(e));
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Could not copy the link');
    }
  };

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
    <MenuItem key="copy" icon={<Copy />} onSelect={() => void copyLink()}>
      Copy link
    </MenuItem>,
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
      {canSchedule ? (
        <LinkButton to={contractPath(org, owner, slug, 'claims', claim.number, 'schedule')} variant="secondary">
          Add Payment Schedule
        </LinkButton>
      ) : null}
      {accountingUrl(claim.xeroUrl) ? (
        <a
          href={accountingUrl(claim.xeroUrl)!}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
          data-testid="xero-link"
        >
          <ExternalLink aria-hidden />
          View in Xero
        </a>
      ) : null}
      {claim.pdfDownloadUrl && claim.status !== 'New' ? (
        <Button variant="secondary" icon={<Download />} onClick={() => void download()} loading={downloading} data-testid="download-pdf">
          Download PDF
        </Button>
      ) : null}
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
      {draftShown && claim.viewerCanSubmit ? (
        <Button icon={<Send />} onClick={() => setSendOpen(true)} data-testid="send-claim">
          Send claim
        </Button>
      ) : null}
      <SendDialog
        open={sendOpen}
        onOpenChange={setSendOpen}
        title={revision?.title ?? claim.title}
        customerName={customerName}
        recipients={recipients}
        amount={Number(revision?.totals.netPayment ?? 0)}
        date={claim.draft?.date ?? null}
        dueDate={claim.draft?.dueDate ?? null}
        problems={claim.draft?.submitProblems ?? []}
        onSend={send}
      />
      <ResendDialog open={resendOpen} onOpenChange={setResendOpen} people={resendPeople} onResend={resend} />
    </>
  );
}

/** The accounting service's link, only as an https URL (never a javascript: or relative one). */
export function accountingUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
