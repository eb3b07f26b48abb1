/**
 * Sending a payment schedule runs in steps (spec 2 'Payment schedule builder'): idle (the
 * builder), sending (a progress bar easing over the expected 5 s), then the sent confirmation.
 * On failure the caller goes back to idle and shows the server's message as an error toast.
 */
import { SendProgress } from '../claims/page/SendProgress';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export type SendStep = 'idle' | 'sending' | 'sent';

export const SCHEDULE_SENT = 'Sent \u2013 Your payment schedule has been sent to the supplier.';
/** Spec 1 §9: the sending animation's expected time. */
const EXPECTED_SEND_MS = 5_000;

export function SendScheduleDialog({ step, title, onDone }: { step: SendStep; title: string; onDone: () => void }) {
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
        {step === 'idle' ? null : (
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
