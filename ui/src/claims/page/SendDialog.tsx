/**
 * Sending a claim (spec 2 §4): the confirm send dialog (who receives it, the claimed amount and
 * the dates, anything that stops it being a valid payment claim, and the lines it takes past
 * 100 % of their value, which do not stop it: pastValue.ts), then progress while the
 * staged edits are saved, the draft submitted and emailed, then 'Sent – Your claim has been
 * sent to the recipient.'. A failure goes back to the confirmation (idle); the caller shows its
 * message as an error toast (spec 1 §8).
 * The resend dialog emails a submitted claim again to the people chosen (non-supplier members).
 */
import { useEffect, useState } from 'react';
import { Send, TriangleAlert } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { dollars } from '../../lib/format';
import { pastValueNote, type LinePastValue } from '../pastValue';
import { SendProgress } from '../../ui/SendProgress';

export const SENT_MESSAGE = 'Sent \u2013 Your claim has been sent to the recipient.';
/** Spec 2 §9: the progress bar eases over 20 s. */
const EXPECTED_SEND_MS = 20_000;

export interface Recipient {
  id: string;
  name: string;
  email: string;
}

export function SendDialog({
  open,
  onOpenChange,
  title,
  customerName,
  recipients,
  amount,
  chargesGst = true,
  date,
  dueDate,
  problems,
  pastValue = [],
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  customerName: string;
  recipients: Recipient[];
  amount: number;
  /** False for a supplier not registered for GST: the amount is said without 'incl. GST'. */
  chargesGst?: boolean;
  date: string | null;
  dueDate: string | null;
  problems: ReadonlyArray<string>;
  /** The lines past 100 % of their value (with the staged edits): listed, not refused. */
  pastValue?: ReadonlyArray<LinePastValue>;
  /** Rejects on failure, having shown the message (an error toast). */
  onSend: (dates: { date: string; dueDate: string }) => Promise<void>;
}) {
  const [step, setStep] = useState<'confirm' | 'sending' | 'sent'>('confirm');
  const [claimDate, setClaimDate] = useState(date ?? '');
  const [due, setDue] = useState(dueDate ?? '');

  useEffect(() => {
    if (open) {
      setStep('confirm');
      setClaimDate(date ?? '');
      setDue(dueDate ?? '');
    }
    // reset when opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const send = async () => {
    setStep('sending');
    try {
      await onSend({ date: claimDate, dueDate: due });
      setStep('sent');
    } catch {
      setStep('confirm');
    }
  };

  const blocked = problems.length > 0;
  const footer =
    step === 'confirm' ? (
      <>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button icon={<Send />} onClick={() => void send()} disabled={!claimDate || !due}>
          Send claim
        </Button>
      </>
    ) : step === 'sent' ? (
      <Button onClick={() => onOpenChange(false)}>Done</Button>
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (step === 'sending' ? undefined : onOpenChange(next))}
      title={step === 'sent' ? title : `Send ${title}?`}
      description={step === 'confirm' ? `It will be emailed to ${customerName} as a payment claim under the Construction Contracts Act 2002.` : undefined}
      hideClose={step === 'sending'}
      dismissible={step !== 'sending'}
      footer={footer}
    >
      <div data-testid="send-dialog" data-step={step}>
        {step === 'confirm' ? (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
              <dt className="text-fg-muted">Claimed amount</dt>
              <dd className="font-semibold tabular text-fg">{dollars(amount)}{chargesGst ? ' incl. GST' : ''}</dd>
              <dt className="text-fg-muted">Recipients</dt>
              <dd className="flex flex-col gap-0.5 text-fg">
                {recipients.length ? (
                  recipients.map((r) => (
                    <span key={r.id} className="truncate">
                      {r.name || r.email}
                      {r.name ? <span className="text-fg-subtle"> · {r.email}</span> : null}
                    </span>
                  ))
                ) : (
                  <span className="text-fg-subtle">Everyone at {customerName}</span>
                )}
              </dd>
            </dl>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Claim date" required>
                <Input type="date" name="sendDate" value={claimDate} onChange={(e) => setClaimDate(e.target.value)} />
              </Field>
              <Field label="Due date" required>
                <Input type="date" name="sendDueDate" value={due} onChange={(e) => setDue(e.target.value)} />
              </Field>
            </div>
            {blocked ? (
              <div className="rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm" data-testid="submit-problems">
                <p className="font-semibold text-fg">Before it can be sent</p>
                <ul className="mt-1 list-disc pl-5 text-fg-muted">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {pastValue.length ? (
              <div className="rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm" data-testid="past-value-lines">
                <p className="flex items-center gap-1.5 font-semibold text-fg">
                  <TriangleAlert aria-hidden className="size-4 text-warning" />
                  Check these amounts
                </p>
                <ul className="mt-1 list-disc pl-5 text-warning-soft-fg">
                  {pastValue.map((line) => (
                    <li key={line.itemId}>{pastValueNote(line.name, line.basisPoints)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : (
          <SendProgress
            step={step}
            expectedMs={EXPECTED_SEND_MS}
            doing="Saving your changes, submitting the claim and emailing it."
            sentMessage={SENT_MESSAGE}
            sentTestId="sent-message"
          />
        )}
      </div>
    </Dialog>
  );
}

export function ResendDialog({
  open,
  onOpenChange,
  people,
  onResend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  people: Recipient[];
  onResend: (userIds: string[]) => Promise<void>;
}) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(people.map((p) => p.id)));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setChosen(new Set(people.map((p) => p.id)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const toggle = (id: string, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title="Resend email"
      description="Email the latest submitted version of this claim again."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            icon={<Send />}
            loading={busy}
            disabled={people.length > 0 && chosen.size === 0}
            onClick={async () => {
              setBusy(true);
              try {
                await onResend(people.filter((p) => chosen.has(p.id)).map((p) => p.id));
                onOpenChange(false);
              } catch {
                // the caller shows the message
              } finally {
                setBusy(false);
              }
            }}
          >
            Send email
          </Button>
        </>
      }
    >
      {people.length ? (
        <ul className="flex flex-col gap-2" data-testid="resend-people">
          {people.map((p) => (
            <li key={p.id}>
              <Checkbox
                checked={chosen.has(p.id)}
                onCheckedChange={(on) => toggle(p.id, on)}
                label={p.name || p.email}
                description={p.name ? p.email : undefined}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">Everyone on the customer side will receive it.</p>
      )}
    </Dialog>
  );
}
