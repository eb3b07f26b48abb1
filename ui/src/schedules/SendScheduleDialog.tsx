/**
 * Sending a payment schedule runs in steps (spec 2 'Payment schedule builder'): idle (the
 * builder), sending (a progress bar easing over the expected 5 s), then the sent confirmation.
 * On failure the caller goes back to idle and shows the server's message as an error toast.
 */
import { useEffect, useState } from 'react';
import { CircleCheck, Mail } from 'lucide-react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export type SendStep = 'idle' | 'sending' | 'sent';

export const SENDING = 'Sending...';
export const SCHEDULE_SENT = 'Sent \u2013 Your payment schedule has been sent to the supplier.';
/** Spec 1 §9: the sending animation's expected time. */
export const EXPECTED_SEND_MS = 5_000;

export function SendScheduleDialog({ step, title, onDone }: { step: SendStep; title: string; onDone: () => void }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (step !== 'sending') return;
    setProgress(0);
    const frame = requestAnimationFrame(() => setProgress(92));
    return () => cancelAnimationFrame(frame);
  }, [step]);
  const done = step === 'sent' ? 100 : progress;
  return (
    <Dialog
      open={step !== 'idle'}
      onOpenChange={(open) => (!open && step === 'sent' ? onDone() : undefined)}
      title={step === 'sent' ? title : `Sending ${title}`}
      hideClose={step === 'sending'}
      dismissible={step === 'sent'}
      footer={step === 'sent' ? <Button onClick={onDone}>Done</Button> : null}
    >
      <div data-testid="schedule-send-dialog" data-step={step}>
        {step === 'sending' ? (
          <div className="flex flex-col gap-3 py-4" role="status">
            <p className="flex items-center gap-2 text-sm font-medium text-fg">
              <Mail aria-hidden className="size-4 text-primary" /> {SENDING}
            </p>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${done}%`, transition: `width ${EXPECTED_SEND_MS}ms cubic-bezier(0.08, 0.82, 0.17, 1)` }}
              />
            </div>
            <p className="text-xs text-fg-subtle">Saving the schedule, checking it under section 21 and emailing the supplier.</p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
            <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
              <CircleCheck aria-hidden className="size-7" />
            </span>
            <p className="text-sm text-fg" data-testid="schedule-sent-message">
              {SCHEDULE_SENT}
            </p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
