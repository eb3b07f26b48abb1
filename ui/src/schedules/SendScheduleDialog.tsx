/**
 * Sending a payment schedule, like sending a claim (claims/page/SendDialog): first a confirmation
 * — the claim, claimed beside scheduled (including GST), who on the supplier side it is served
 * on, and whether it is given in time or late (s 22) — then the steps of spec 2 'Payment schedule
 * builder': sending (a progress bar easing over the expected 5 s), then the sent confirmation.
 * Cancel goes back to the builder (idle); so does a failure, the caller showing the server's
 * message as an error toast.
 *
 * Every date, amount and text here is the server's (Claim.standing, PaymentSchedule.recipients)
 * but the scheduled amount, which is the builder's totals as they will be sent (the server
 * refuses a save whose totals differ from its own).
 */
import { Send } from 'lucide-react';
import { dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import { SendProgress } from '../ui/SendProgress';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export type SendStep = 'idle' | 'confirm' | 'sending' | 'sent';

export const SCHEDULE_SENT = 'Sent \u2013 Your payment schedule has been sent to the supplier.';
/** The server's refusal when nobody would be served (app/schedules/policy.py NO_RECIPIENTS). */
export const NO_RECIPIENTS = 'Nobody on the supplier side receives payment schedules: add a supplier member to the project';
/** Spec 1 §9: the sending animation's expected time. */
const EXPECTED_SEND_MS = 5_000;

export interface ScheduleRecipient {
  name: string;
  email: string;
}

/** What the payer confirms before sending. */
export interface SendSummary {
  /** 'Claim 3'. */
  claimTitle: string;
  /** The project (its site name). */
  project: string;
  /** The supplier served, for the description. */
  supplierName: string;
  /** The claimed amount including GST (Claim.standing.claimed); null when the server has none. */
  claimed: number | null;
  /** The scheduled amount including GST, as the builder will send it. */
  scheduled: number;
  /** False for a claim of a supplier not registered for GST (issue 34): amounts without 'incl. GST'. */
  chargesGst?: boolean;
  /** Who it is served on (PaymentSchedule.recipients); null when the server does not say (not shown). */
  recipients: ReadonlyArray<ScheduleRecipient> | null;
  /** The s 22 deadline (Claim.standing.scheduleDeadline), null when none applies. */
  deadline: string | null;
  /** Claim.standing.lateScheduleNotice: set once the deadline has passed with no schedule. */
  lateNotice: string | null;
}

/** 'In time: the deadline for a payment schedule is 7 January 2027.' (the late notice's words). */
export function inTimeText(deadline: string): string {
  return `In time: the deadline for a payment schedule is ${formatDate(deadline, true)}.`;
}

function DeadlineStatus({ summary }: { summary: SendSummary }) {
  if (summary.lateNotice) {
    return (
      <Banner tone="warning" title="Late" className="text-[13px]">
        <span data-testid="schedule-confirm-late">{summary.lateNotice}</span>
      </Banner>
    );
  }
  if (!summary.deadline) return null;
  return (
    <p className="text-sm text-fg" data-testid="schedule-confirm-in-time">
      {inTimeText(summary.deadline)}
    </p>
  );
}

function Recipients({ recipients }: { recipients: ReadonlyArray<ScheduleRecipient> }) {
  if (!recipients.length) return <span className="text-danger-soft-fg">{NO_RECIPIENTS}</span>;
  return (
    <ul className="flex flex-col gap-1.5" data-testid="schedule-confirm-recipients">
      {recipients.map((r) => (
        <li key={r.email} className="flex min-w-0 flex-col">
          <span className="break-words">{r.name || r.email}</span>
          {r.name ? <span className="break-all text-[13px] text-fg-subtle">{r.email}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Confirmation({ summary }: { summary: SendSummary }) {
  const less = summary.claimed === null ? 0 : summary.claimed - summary.scheduled;
  const incl = summary.chargesGst === false ? '' : ' incl. GST';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
        <dt className="text-fg-muted">Claim</dt>
        <dd className="text-fg" data-testid="schedule-confirm-claim">
          {summary.claimTitle} · {summary.project}
        </dd>
        <dt className="text-fg-muted">Claimed amount</dt>
        <dd className="tabular text-fg" data-testid="schedule-confirm-claimed">
          {summary.claimed === null ? '—' : `${dollars(summary.claimed)}${incl}`}
        </dd>
        <dt className="text-fg-muted">Scheduled amount</dt>
        <dd className="flex flex-col tabular text-fg" data-testid="schedule-confirm-scheduled">
          <span className="font-semibold">
            {dollars(summary.scheduled)}
            {incl}
          </span>
          {less > 0 ? <span className="text-[13px] text-fg-muted">{dollars(less)} less than claimed</span> : null}
        </dd>
        {summary.recipients ? (
          <>
            <dt className="text-fg-muted">Served on</dt>
            <dd className="min-w-0 text-fg">
              <Recipients recipients={summary.recipients} />
            </dd>
          </>
        ) : null}
      </dl>
      <DeadlineStatus summary={summary} />
    </div>
  );
}

export function SendScheduleDialog({
  step,
  title,
  summary,
  onConfirm,
  onCancel,
  onDone,
}: {
  step: SendStep;
  /** 'Payment schedule · Claim 3': the sent step's title. */
  title: string;
  /** What the confirmation shows; null until the payer asks to send. */
  summary: SendSummary | null;
  onConfirm: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const confirming = step === 'confirm' && summary !== null;
  const footer =
    step === 'confirm' ? (
      <>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button icon={<Send />} onClick={onConfirm} data-testid="confirm-send-schedule">
          Send payment schedule
        </Button>
      </>
    ) : step === 'sent' ? (
      <Button onClick={onDone}>Done</Button>
    ) : null;
  return (
    <Dialog
      open={step !== 'idle'}
      onOpenChange={(open) => {
        if (open) return;
        if (step === 'confirm') onCancel();
        else if (step === 'sent') onDone();
      }}
      title={step === 'confirm' ? `Send the payment schedule for ${summary?.claimTitle ?? 'this claim'}?` : step === 'sent' ? title : `Sending ${title}`}
      description={
        confirming ? `It will be emailed to ${summary.supplierName} as a payment schedule under the Construction Contracts Act 2002.` : undefined
      }
      hideClose={step === 'sending'}
      dismissible={step !== 'sending'}
      footer={footer}
    >
      <div data-testid="schedule-send-dialog" data-step={step}>
        {step === 'idle' ? null : confirming ? (
          <Confirmation summary={summary} />
        ) : step === 'confirm' ? null : (
          <SendProgress
            step={step}
            expectedMs={EXPECTED_SEND_MS}
            doing="Saving the schedule, checking it under section 21 and emailing the supplier."
            sentMessage={SCHEDULE_SENT}
            sentTestId="schedule-sent-message"
          />
        )}
      </div>
    </Dialog>
  );
}
