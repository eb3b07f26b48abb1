/**
 * The payment schedule being drafted: the lines (claimed beside scheduled, a reason on every
 * difference), retention recomputed on every change, the particulars and notes, live totals,
 * and Send. Edits are staged and saved as the draft about once a second (useScheduleSave), so
 * a reload — or another customer-side member — sees the half-done schedule.
 *
 * Once the payment-schedule deadline has passed with no schedule sent it opens with the server's
 * late notice (Claim.standing.lateScheduleNotice); sending is still the payer's call. A total below
 * nil is named beside the totals and Send is disabled with that reason (the draft is still saved);
 * `totalError` is the server's own refusal naming the total, when one comes back.
 *
 * A reason that makes payment depend on another contract ('not yet paid by the client') is warned of
 * beside it (CCA s 13: it has no effect and cannot justify paying less): the server's answer on the
 * saved draft (PaymentSchedule.payWhenPaidWarnings, PayWhenPaidWarning.tsx). Sending stays allowed.
 */
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Send } from 'lucide-react';
import type { ScheduleBuilder_claim$key } from '../__generated__/ScheduleBuilder_claim.graphql';
import type { ScheduleBuilder_contract$key } from '../__generated__/ScheduleBuilder_contract.graphql';
import type { ScheduleBuilder_revision$key } from '../__generated__/ScheduleBuilder_revision.graphql';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Tooltip } from '../ui/Tooltip';
import {
  belowNil,
  draftTotals,
  ownLine,
  scheduleBasis,
  scheduleProblems,
  startingDraft,
  updateInput,
  type DraftLine,
  type ScheduleBasis,
  type ScheduleDraft,
} from './draft';

/** A new line's id: short, unique enough within one schedule, in the server's alphabet. */
function newLineId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
import { ScheduleDetails } from './ScheduleDetails';
import { ScheduleLines } from './ScheduleLines';
import { lineWarning, noteWarning } from './PayWhenPaidWarning';
import { releaseHeldWarning } from './ReleaseHeldWarning';
import { ScheduleTotals, TOTAL_ERROR_ID } from './ScheduleTotals';
import { useScheduleSave, type SaveState } from './useScheduleSave';
import { NO_PERMISSION } from '../claims/texts';

/** The field the server names when it refuses the schedule's total (below nil, totals changed). */
export const TOTAL_FIELD = 'scheduleExcl';

// What the builder reads; the page's query and the schedule calls' answers spread them.
const contractFragment = graphql`
  fragment ScheduleBuilder_contract on Contract {
    id
    supplier {
      name
      entityName
    }
  }
`;

/** The claim and its schedule as the builder edits it, with the basis its live totals rest on (the server's). */
const claimFragment = graphql`
  fragment ScheduleBuilder_claim on Claim {
    number
    viewerCanSchedule
    recordedFrom
    standing {
      nextLabel
      lateScheduleNotice
    }
    schedule {
      claimRev
      version
      dueDate
      isTaxInvoice
      reference
      notes
      adjustExcl
      adjustTax
      lines {
        itemId
        name
        claimed
        scheduled
        reason
        removable
        removed
      }
      payWhenPaidWarnings {
        itemId
        note
        words
        message
      }
      retentionReleaseWarnings {
        itemId
        held
        message
      }
      basis {
        grossBefore
        retainedBefore
        taxRateId
        retentionFormula {
          marginalRates {
            rate
            upTo
          }
          maxAmount
        }
      }
    }
  }
`;

/** The claim's latest revision, which the schedule answers. */
const revisionFragment = graphql`
  fragment ScheduleBuilder_revision on ClaimRevision {
    rev
    title
    dueDate
    gstRegistered
    invoiceReference
  }
`;

/** What the builder hands over when the payer asks to send: the total as it will be sent, and the save before. */
export interface SendRequest {
  /** The scheduled amount including GST. */
  scheduled: number;
  saveDraft: () => Promise<void>;
}

function saveText(state: SaveState): string {
  if (state.kind === 'saving') return 'Saving draft…';
  if (state.kind === 'staged') return 'Unsaved changes';
  if (state.kind === 'failed') return 'Not saved';
  return 'Draft saved';
}

export function ScheduleBuilder({
  contract: contractRef,
  claim: claimRef,
  revision: revisionRef,
  back,
  onSend,
  totalError,
  onEdit,
}: {
  contract: ScheduleBuilder_contract$key;
  claim: ScheduleBuilder_claim$key;
  /** The claim's latest revision. */
  revision: ScheduleBuilder_revision$key;
  back: string;
  /** Asks to send (the confirmation opens). */
  onSend: (request: SendRequest) => void;
  /** The server's message naming the total (field scheduleExcl) from the last send. */
  totalError?: string | null;
  /** Any edit: the server's last answer no longer speaks of what is shown. */
  onEdit?: () => void;
}) {
  const contract = useFragment(contractFragment, contractRef);
  const claim = useFragment(claimFragment, claimRef);
  const revision = useFragment(revisionFragment, revisionRef);
  // The server answers an unsaved draft (version 0) until the first save: start from the claim.
  const saved = claim.schedule && claim.schedule.version > 0 ? claim.schedule : null;
  // What the totals rest on, as the server computes them (PaymentSchedule.basis: the ledger before
  // this claim, its retention formula, the contract's tax rate); nothing here re-derives it.
  const serverBasis = claim.schedule?.basis;
  const basis = useMemo<ScheduleBasis>(
    () => scheduleBasis(serverBasis, { contractId: contract.id, number: claim.number, claimRev: claim.schedule?.claimRev ?? revision.rev }),
    [serverBasis, contract.id, claim.number, claim.schedule?.claimRev, revision.rev],
  );

  // The builder owns the draft from here on: store updates (save answers) never overwrite edits.
  // The unsaved draft's lines are the claim's, as claimed, with which of them the server lets go.
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    startingDraft(saved, {
      lines: (claim.schedule?.lines ?? []).map((l) => ({ itemId: l.itemId, name: l.name, claimed: Number(l.claimed), removable: l.removable })),
      dueDate: revision.dueDate,
      supplierName: contract.supplier?.entityName || contract.supplier?.name || '',
      number: claim.number,
      reference: revision.invoiceReference,
    }),
  );
  // A claim received outside Claimdesk: the payer's own breakdown, starting from its one 'Claimed amount' line.
  const ownBreakdown = claim.recordedFrom != null;
  const save = useScheduleSave(claim.schedule?.version ?? 0, (version) => updateInput(draft, basis, version, ownBreakdown));
  const edit = useCallback(
    (next: (d: ScheduleDraft) => ScheduleDraft) => {
      setDraft(next);
      save.stage();
      onEdit?.();
    },
    [save, onEdit],
  );
  const changeLine = (itemId: string, change: Partial<Pick<DraftLine, 'name' | 'scheduled' | 'reason' | 'removed'>>) =>
    edit((d) => ({ ...d, lines: d.lines.map((l) => (l.itemId === itemId ? { ...l, ...change } : l)) }));
  const addLine = () => edit((d) => ({ ...d, lines: [...d.lines, ownLine(newLineId())] }));
  const deleteLine = (itemId: string) => edit((d) => ({ ...d, lines: d.lines.filter((l) => l.itemId !== itemId) }));

  // The s 13 guard (CCA s 13): the server's warnings on the reasons as last saved, shown beside each.
  const warnings = claim.schedule?.payWhenPaidWarnings ?? [];
  const heldWarnings = claim.schedule?.retentionReleaseWarnings ?? [];
  const totals = draftTotals(draft, basis);
  const problems = scheduleProblems(draft, totals);
  const nil = belowNil(totals, revision.gstRegistered);
  const savedTotalError = save.state.kind === 'failed' && save.state.field === TOTAL_FIELD ? save.state.message : null;
  const shownTotalError = nil ?? totalError ?? savedTotalError;
  // Send is refused for want of permission, or for a total below nil: the reason on hover and focus.
  const blocked = !claim.viewerCanSchedule ? NO_PERMISSION : nil;

  const sendButton = (
    <Button
      icon={<Send />}
      onClick={() => onSend({ scheduled: totals.net, saveDraft: () => save.flush(true) })}
      disabled={!!blocked}
      aria-describedby={nil ? TOTAL_ERROR_ID : undefined}
      data-testid="send-schedule"
    >
      Send payment schedule
    </Button>
  );
  const lateNotice = claim.standing.lateScheduleNotice;
  return (
    <div className="flex flex-col gap-4">
      {lateNotice ? (
        <Banner tone="warning" title={claim.standing.nextLabel}>
          <span data-testid="late-schedule-notice">{lateNotice}</span>
        </Banner>
      ) : null}
      {save.state.kind === 'failed' ? (
        <Banner
          tone="danger"
          title="Your latest changes are not saved"
          action={
            save.state.code === 'STALE_REVISION' ? (
              <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
                Reload
              </Button>
            ) : undefined
          }
        >
          {save.state.message}
        </Banner>
      ) : null}
      <Card>
        <CardHeader
          title="Scheduled amounts"
          description={
            ownBreakdown
              ? `What you will pay of ${revision.title}, excluding GST, in lines of your own: rename, add or remove them. The claimed amount stays as received.`
              : `What you will pay for each line of ${revision.title}, excluding GST.`
          }
          actions={
            <span className="text-xs text-fg-subtle" aria-live="polite" data-testid="schedule-save-status" data-state={save.state.kind}>
              {saveText(save.state)}
            </span>
          }
        />
        <CardBody>
          <ScheduleLines
            lines={draft.lines}
            claimedRetention={totals.claimedRetention}
            retention={totals.retention}
            editable
            onChange={changeLine}
            breakdown={ownBreakdown ? { onAdd: addLine, onDelete: deleteLine } : undefined}
            warningFor={(line) => lineWarning(warnings, line.itemId, line.reason)}
            heldWarningFor={(line) => releaseHeldWarning(heldWarnings, line.itemId, line.scheduled)}
          />
        </CardBody>
      </Card>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader title="Details" />
          <CardBody>
            <ScheduleDetails
              draft={draft}
              chargesGst={revision.gstRegistered}
              onChange={(change) => edit((d) => ({ ...d, ...change }))}
              warningFor={(index, text) => noteWarning(warnings, index, text)}
            />
          </CardBody>
        </Card>
        <Card className="self-start">
          <CardHeader title="Totals" />
          <CardBody className="flex flex-col gap-4">
            <ScheduleTotals totals={totals} error={shownTotalError} chargesGst={revision.gstRegistered} />
            {problems.length ? (
              <div className="rounded-lg border border-warning/30 bg-warning-soft px-3 py-2 text-[13px]" data-testid="schedule-problems">
                <p className="font-semibold text-fg">Before it can be sent</p>
                <ul className="mt-1 list-disc pl-5 text-fg-muted">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <LinkButton to={back} variant="secondary">
                Cancel
              </LinkButton>
              {!blocked ? (
                sendButton
              ) : (
                <Tooltip content={blocked}>
                  <span tabIndex={0} className="inline-flex rounded-lg">
                    {sendButton}
                  </span>
                </Tooltip>
              )}
            </div>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
