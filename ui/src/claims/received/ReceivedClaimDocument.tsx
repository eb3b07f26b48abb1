/**
 * A claim received outside Claimdesk drawn as what it is (issue 34): the supplier's PDF as served
 * on the customer side, and what was recorded from it — the day and manner of service, the claimed
 * amount, its due date, period and reference — with the s 22 deadline the server counted from the
 * day of service. It replaces the claim document on the claim page: Claimdesk issued no document,
 * so there is no invoice number, letterhead or line table of contract values to show.
 *
 * The recording side's Edit members correct the record made by mistake (the record form, from the
 * record as it stands) or delete it; the server refuses either once something hangs on it (a schedule
 * sent, a payment), and its message is shown.
 */
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { FileText, Inbox, Pencil, Trash2 } from 'lucide-react';
import type { ReceivedClaimDocument_claim$key } from '../../__generated__/ReceivedClaimDocument_claim.graphql';
import type { receivedMutationsDeleteMutation } from '../../__generated__/receivedMutationsDeleteMutation.graphql';
import { errorMessage, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { confirmDialog } from '../../ui/confirm';
import { toast } from '../../ui/Toaster';
import { RecordClaimDialog } from './RecordClaimDialog';
import { receivedClaimDeleteMutation } from './receivedMutations';
import { formatDate } from '../../lib/dates';
import { dollars, formatPeriod } from '../../lib/format';
import { correctionForm, receivedFacts } from './receivedText';

export const RECORD_DELETED = 'Record deleted';

const fragment = graphql`
  fragment ReceivedClaimDocument_claim on Claim {
    contractId
    number
    viewerCanChangeRecord
    title
    recordedFrom
    receivedManner
    receivedFileUrl
    latest {
      date
      dueDate
      periodFrom
      periodTo
      invoiceReference
      netPayment
      gstRegistered
      files {
        filename
      }
    }
    standing {
      scheduleDeadline
      scheduleOverdue
    }
  }
`;

export function ReceivedClaimDocument({ claim: ref, onDeleted }: { claim: ReceivedClaimDocument_claim$key; onDeleted: () => void }) {
  const claim = useFragment(fragment, ref);
  const environment = useRelayEnvironment();
  const [correcting, setCorrecting] = useState(false);
  const latest = claim.latest;
  if (!latest) return null;
  const remove = async () => {
    const sure = await confirmDialog({
      title: 'Delete this record?',
      description: `${claim.title} as recorded is deleted, and its number is free again. The activity keeps what was deleted.`,
      actionLabel: 'Delete record',
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await mutate<receivedMutationsDeleteMutation>(environment, receivedClaimDeleteMutation, {
        input: { contractId: claim.contractId, number: claim.number },
      });
      toast.success(RECORD_DELETED);
      onDeleted();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const facts = receivedFacts(
    {
      servedOn: latest.date,
      manner: claim.receivedManner,
      claimed: Number(latest.netPayment),
      chargesGst: latest.gstRegistered,
      dueDate: latest.dueDate,
      periodFrom: latest.periodFrom,
      periodTo: latest.periodTo,
      reference: latest.invoiceReference,
      scheduleDeadline: claim.standing.scheduleDeadline,
    },
    { date: formatDate, period: formatPeriod, money: dollars },
  );
  const filename = latest.files[0]?.filename ?? 'The claim as received';
  return (
    <article
      className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm"
      aria-label={`${claim.title} as received`}
      data-testid="received-claim-document"
    >
      <div className="flex flex-col gap-6 px-5 py-6 sm:px-8 sm:py-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-[0.14em] text-primary">
              <Inbox aria-hidden className="size-3.5" />
              Payment claim received
            </div>
            <p className="text-sm text-fg-muted" data-testid="claim-recorded-from">{claim.recordedFrom}</p>
          </div>
          {claim.receivedFileUrl ? (
            <a
              href={claim.receivedFileUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex max-w-full items-center gap-2 rounded-lg border border-border bg-muted/60 px-3 py-2 text-sm font-medium text-fg hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              data-testid="received-claim-pdf"
            >
              <FileText aria-hidden className="size-4 shrink-0 text-primary" />
              <span className="truncate">{filename}</span>
              <span className="shrink-0 text-fg-subtle">PDF as served</span>
            </a>
          ) : null}
        </div>
        <dl className="grid gap-x-6 gap-y-4 rounded-lg bg-muted/60 px-5 py-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.key} className="min-w-0" data-testid={`received-fact-${fact.key}`}>
              <dt className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">{fact.label}</dt>
              <dd
                className={
                  fact.key === 'deadline' && claim.standing.scheduleOverdue
                    ? 'font-semibold text-danger'
                    : fact.key === 'claimed' || fact.key === 'deadline'
                      ? 'font-semibold text-fg tabular'
                      : 'text-fg tabular'
                }
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="max-w-2xl text-xs text-fg-subtle">
            The supplier's PDF is the payment claim: these details were recorded from it. The deadline counts from the day
            of service under the Construction Contracts Act 2002.
          </p>
          {claim.viewerCanChangeRecord ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" size="sm" icon={<Pencil />} onClick={() => setCorrecting(true)} data-testid="correct-received-claim">
                Correct the record
              </Button>
              <Button variant="ghost" size="sm" icon={<Trash2 />} onClick={() => void remove()} data-testid="delete-received-claim">
                Delete the record
              </Button>
            </div>
          ) : null}
        </div>
        {claim.viewerCanChangeRecord ? (
          <RecordClaimDialog
            contractId={claim.contractId}
            open={correcting}
            onOpenChange={setCorrecting}
            onRecorded={() => undefined}
            correcting={{
              number: claim.number,
              form: correctionForm({
                filename,
                servedOn: latest.date,
                manner: claim.receivedManner,
                claimed: Number(latest.netPayment),
                dueDate: latest.dueDate,
                periodFrom: latest.periodFrom,
                periodTo: latest.periodTo,
                reference: latest.invoiceReference,
              }),
            }}
          />
        ) : null}
      </div>
    </article>
  );
}
