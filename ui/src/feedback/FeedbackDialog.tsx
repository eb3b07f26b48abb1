/**
 * 'Send feedback' (spec 1): a message to support through feedbackSend, with the toasts
 * 'Sending feedback...', 'Thank you for your feedback!' or the error's message.
 *
 * `openFeedbackDialog()` opens it from anywhere (the side nav's Help, the palette's Help group);
 * `<FeedbackDialogHost/>` shows it. The side nav is mounted twice on a phone (the drawer), so of
 * the hosts mounted the first one alone draws the dialog.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { graphql } from 'react-relay';
import type { FeedbackDialogMutation } from '../__generated__/FeedbackDialogMutation.graphql';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';

export const SENDING_FEEDBACK = 'Sending feedback...';
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

const sendFeedback = graphql`
  mutation FeedbackDialogMutation($message: String!) {
    feedbackSend(input: { message: $message }) {
      sent
    }
  }
`;

let isOpen = false;
const listeners = new Set<() => void>();
const hosts: string[] = [];

function setOpen(open: boolean) {
  isOpen = open;
  listeners.forEach((listener) => listener());
}

export function openFeedbackDialog() {
  setOpen(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function FeedbackDialogHost() {
  const id = useId();
  const [first, setFirst] = useState(false);
  useEffect(() => {
    hosts.push(id);
    const update = () => setFirst(hosts[0] === id);
    listeners.add(update);
    setOpen(isOpen); // every host learns who is first now
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      listeners.delete(update);
      setOpen(isOpen);
    };
  }, [id]);
  const open = useSyncExternalStore(subscribe, () => isOpen);
  return first ? <FeedbackDialog open={open} onOpenChange={setOpen} /> : null;
}

function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [message, setMessage] = useState('');
  const [send, busy] = useMutationPromise<FeedbackDialogMutation>(sendFeedback);
  const submit = async () => {
    if (!message.trim()) return;
    const id = toast.loading(SENDING_FEEDBACK);
    try {
      await send({ message });
      toast.success(FEEDBACK_THANKS, { id });
      setMessage('');
      onOpenChange(false);
    } catch (e) {
      toast.error(errorMessage(e), { id });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send feedback"
      description="Tell us what works, what does not, or what you would like to see. It goes to our support team."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!message.trim()} data-testid="feedback-send">
            Send feedback
          </Button>
        </>
      }
    >
      <TextArea
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        rows={6}
        maxLength={5000}
        aria-label="Feedback"
        placeholder="Your feedback..."
        autoFocus
        data-testid="feedback-message"
      />
    </Dialog>
  );
}
