/**
 * The claim's actions (spec 2 §4 and 'Claim document screen'): the external 'more information'
 * page on the Act's process for payers (customer side, when configured), add a payment schedule
 * (CustomerSubmit; 'Draft Payment Schedule' with CustomerDraft alone) or, once sent, view it and
 * its PDF, view in Xero, PDF download (not for New claims), the 'More actions' menu
 * (ClaimMenu.tsx), and send a draft (confirm, progress, sent). A failure shows the server's
 * message as a toast.
 */
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Download, ExternalLink, Send } from 'lucide-react';
import type { ClaimActions_claim$key } from '../../__generated__/ClaimActions_claim.graphql';
import type { ClaimActions_contract$key } from '../../__generated__/ClaimActions_contract.graphql';
import type { claimMutationsSendMutation } from '../../__generated__/claimMutationsSendMutation.graphql';
import type { claimMutationsSubmitMutation } from '../../__generated__/claimMutationsSubmitMutation.graphql';
import { httpsUrl, PAYER_INFO_URL } from '../../config';
import { contractPath } from '../../projects/paths';
import { mutate, errorMessage } from '../../relay/mutate';
import { Button, buttonClasses, LinkButton } from '../../ui/Button';
import { toast } from '../../ui/Toaster';
import { claimSendMutation, claimSubmitMutation } from '../claimMutations';
import type { LedgerPushLoop } from '../ledger/pushLoop';
import type { Line } from '../lines';
import { linesPastValue } from '../pastValue';
import { ClaimMenu } from './ClaimMenu';
import { downloadPdf, PDF_PREPARING } from './pdf';
import { SendDialog, type Recipient } from './SendDialog';

const contractFragment = graphql`
  fragment ClaimActions_contract on Contract {
    id
    viewerIsSupplier
    customer {
      name
      entityName
    }
    members {
      id
      isCustomerRecipient
      user {
        id
        name
        email
      }
    }
    ...ClaimMenu_contract
  }
`;

const claimFragment = graphql`
  fragment ClaimActions_claim on Claim {
    number
    status
    title
    xeroUrl
    pdfDownloadUrl
    viewerCanSubmit
    viewerCanSchedule
    viewerCanDraftSchedule
    schedule {
      status
      pdfViewUrl
    }
    latest {
      id
      title
    }
    draft {
      rev
      title
      date
      dueDate
      submitProblems
      totals {
        netPayment
        chargesGst
      }
    }
    ...ClaimMenu_claim
  }
`;

export function ClaimActions({
  org,
  owner,
  slug,
  contract: contractRef,
  claim: claimRef,
  draftShown,
  stager,
  lines,
  onDeleted,
}: {
  org: string;
  owner: string;
  slug: string;
  contract: ClaimActions_contract$key;
  claim: ClaimActions_claim$key;
  draftShown: boolean;
  stager: LedgerPushLoop;
  /** The shown revision's lines from the server (the staged edits are the stager's). */
  lines: Line[];
  onDeleted: () => void;
}) {
  const contract = useFragment(contractFragment, contractRef);
  const claim = useFragment(claimFragment, claimRef);
  const environment = useRelayEnvironment();
  const [sendOpen, setSendOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const ref = { contractId: contract.id, number: claim.number };

  const recipients: Recipient[] = contract.members
    .filter((m) => m.isCustomerRecipient)
    .map((m) => ({ id: m.user.id, name: m.user.name, email: m.user.email }));
  const customerName = contract.customer?.entityName || contract.customer?.name || 'the customer';
  const schedulePath = contractPath(org, owner, slug, 'claims', claim.number, 'schedule');
  const scheduleSent = claim.schedule?.status === 'Sent';
  const payerInfo = !contract.viewerIsSupplier && claim.latest != null ? PAYER_INFO_URL : null;
  const xeroUrl = httpsUrl(claim.xeroUrl);

  const download = async () => {
    if (!claim.pdfDownloadUrl) return;
    setDownloading(true);
    const id = toast.loading(PDF_PREPARING);
    try {
      const name = await downloadPdf(claim.pdfDownloadUrl, `${owner}-${slug}-claim-${claim.number}.pdf`);
      toast.success('PDF downloaded', { id, description: name });
    } catch (e) {
      toast.error(errorMessage(e), { id });
    } finally {
      setDownloading(false);
    }
  };

  // Every failure, the flush of staged edits included, is an error toast (spec 1 §8): the dialog
  // itself only goes back to its confirmation.
  const send = async ({ date, dueDate }: { date: string; dueDate: string }) => {
    try {
      if (!claim.draft) throw new Error('This claim is not a draft');
      await stager.flush();
      await mutate<claimMutationsSubmitMutation>(environment, claimSubmitMutation, {
        input: { ...ref, rev: claim.draft.rev, date, dueDate },
      });
      await mutate<claimMutationsSendMutation>(environment, claimSendMutation, { input: ref });
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  return (
    <>
      {payerInfo ? (
        <a href={payerInfo} target="_blank" rel="noopener noreferrer" className="link text-sm" data-testid="payer-info">
          More information
        </a>
      ) : null}
      {scheduleSent ? (
        <LinkButton to={schedulePath} variant="secondary" data-testid="view-schedule">
          View schedule
        </LinkButton>
      ) : claim.viewerCanSchedule ? (
        <LinkButton to={schedulePath} variant="secondary" data-testid="add-schedule">
          Add Payment Schedule
        </LinkButton>
      ) : claim.viewerCanDraftSchedule ? (
        <LinkButton to={schedulePath} variant="secondary" data-testid="add-schedule">
          Draft Payment Schedule
        </LinkButton>
      ) : null}
      {scheduleSent && claim.schedule?.pdfViewUrl ? (
        <a
          href={claim.schedule.pdfViewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
          data-testid="schedule-pdf"
        >
          <ExternalLink aria-hidden />
          View schedule PDF
        </a>
      ) : null}
      {xeroUrl ? (
        <a
          href={xeroUrl}
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
      <ClaimMenu contract={contract} claim={claim} draftShown={draftShown} stager={stager} onDeleted={onDeleted} />
      {draftShown && claim.viewerCanSubmit ? (
        <Button icon={<Send />} onClick={() => setSendOpen(true)} data-testid="send-claim">
          Send claim
        </Button>
      ) : null}
      <SendDialog
        open={sendOpen}
        onOpenChange={setSendOpen}
        title={(claim.draft ?? claim.latest)?.title ?? claim.title}
        customerName={customerName}
        recipients={recipients}
        amount={Number(claim.draft?.totals.netPayment ?? 0)}
        chargesGst={claim.draft?.totals.chargesGst ?? true}
        date={claim.draft?.date ?? null}
        dueDate={claim.draft?.dueDate ?? null}
        problems={claim.draft?.submitProblems ?? []}
        pastValue={sendOpen ? linesPastValue(stager.preview(lines)) : []}
        onSend={send}
      />
    </>
  );
}
