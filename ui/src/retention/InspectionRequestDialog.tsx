/**
 * The subcontractor's request to inspect the records of its retention money (issue 38; CCA s 18FC),
 * from a 'Held from us' ledger row: an optional message, sent to the holder (its owners are emailed
 * once; it becomes their task). The server's refusals show beside the message or under the form.
 */
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { InspectionRequestDialogMutation } from '../__generated__/InspectionRequestDialogMutation.graphql';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { REQUEST_ACTION, REQUEST_FIELDS, REQUEST_SENT } from './InspectionForm';
import type { FieldErrors } from './recordForm';

const mutation = graphql`
  mutation InspectionRequestDialogMutation($input: RetentionInspectionRequestInput!) {
    retentionInspectionRequest(input: $input) {
      sentCount
      request {
        number
      }
    }
  }
`;

export interface InspectionRequestTarget {
  contractId: string;
  siteName: string;
  holderName: string;
}

export function InspectionRequestDialog({
  target,
  right,
  onOpenChange,
  onSent,
}: {
  target: InspectionRequestTarget | null;
  /** What the Act requires (the server's words, s 18FC). */
  right: string;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={REQUEST_ACTION}
      description={target ? `Ask ${target.holderName} to let you inspect the records of the retention money it holds for you on ${target.siteName}. ${right}` : undefined}
    >
      {target ? <RequestForm target={target} onSent={onSent} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function RequestForm({ target, onSent, onCancel }: { target: InspectionRequestTarget; onSent: () => void; onCancel: () => void }) {
  const [send, sending] = useMutationPromise<InspectionRequestDialogMutation>(mutation);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await send({ input: { contractId: target.contractId, message: message.trim() || null } });
      toast.success(REQUEST_SENT);
      onSent();
    } catch (failure) {
      setErrors(refusalErrors(failure, REQUEST_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="inspection-request-form">
      <Field label="Message (optional)" error={errors.message} hint="What you would like to see, e.g. the ledger and the trust account’s bank statements">
        <TextArea
          name="message"
          rows={3}
          maxLength={2000}
          autoFocus
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setErrors({});
          }}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger" data-testid="inspection-request-error">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Send request
        </Button>
      </div>
    </form>
  );
}
