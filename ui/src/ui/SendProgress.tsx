/**
 * The sending and sent steps of a send dialog, shared by the claim's (SendDialog) and the payment
 * schedule's (SendScheduleDialog): 'Sending...' with a progress bar easing over the expected
 * time (held short of the end until the answer comes), then the sent confirmation.
 */
import { useEffect, useState } from 'react';
import { CircleCheck, Mail } from 'lucide-react';

export const SENDING = 'Sending...';

export function SendProgress({
  step,
  expectedMs,
  doing,
  sentMessage,
  sentTestId,
}: {
  step: 'sending' | 'sent';
  /** How long sending usually takes: the bar eases over it. */
  expectedMs: number;
  /** What is happening while sending, in a line. */
  doing: string;
  sentMessage: string;
  sentTestId: string;
}) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (step !== 'sending') return;
    setProgress(0);
    const frame = requestAnimationFrame(() => setProgress(92));
    return () => cancelAnimationFrame(frame);
  }, [step]);

  if (step === 'sent') {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden className="size-7" />
        </span>
        <p className="text-sm text-fg" data-testid={sentTestId}>
          {sentMessage}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 py-4" role="status">
      <p className="flex items-center gap-2 text-sm font-medium text-fg">
        <Mail aria-hidden className="size-4 text-primary" /> {SENDING}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${progress}%`, transition: `width ${expectedMs}ms cubic-bezier(0.08, 0.82, 0.17, 1)` }}
        />
      </div>
      <p className="text-xs text-fg-subtle">{doing}</p>
    </div>
  );
}
