/**
 * The holder marks a request to inspect the retention records answered (issue 38; CCA s 18FC): the
 * day, how (an inspection pack sent, or the records made available) and a note. Errors beside their
 * field; the server checks again (not before the request, not in the future).
 */
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { InspectionAnswerDialogMutation } from '../__generated__/InspectionAnswerDialogMutation.graphql';
import { aucklandDate } from '../lib/dates';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, NativeSelect, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { ANSWER_ACTION, ANSWER_FIELDS, ANSWERED, answerInput, type AnswerText } from './InspectionForm';
import type { FieldErrors } from './recordForm';

const mutation = graphql`
  mutation InspectionAnswerDialogMutation($input: RetentionInspectionAnswerInput!) {
    retentionInspectionAnswer(input: $input) {
      request {
        number
        open
      }
    }
  }
`;

export interface InspectionAnswerTarget {
  contractId: string;
  number: number;
  siteName: string;
  payeeName: string;
}

export function InspectionAnswerDialog({
  target,
  manners,
  onOpenChange,
  onAnswered,
}: {
  target: InspectionAnswerTarget | null;
  manners: readonly { value: string; label: string }[];
  onOpenChange: (open: boolean) => void;
  onAnswered: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={ANSWER_ACTION}
      description={target ? `${target.payeeName}’s request to inspect the retention records of ${target.siteName}.` : undefined}
    >
      {target ? <AnswerForm target={target} manners={manners} onAnswered={onAnswered} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AnswerForm({
  target,
  manners,
  onAnswered,
  onCancel,
}: {
  target: InspectionAnswerTarget;
  manners: readonly { value: string; label: string }[];
  onAnswered: () => void;
  onCancel: () => void;
}) {
  const [save, saving] = useMutationPromise<InspectionAnswerDialogMutation>(mutation);
  const [text, setText] = useState<AnswerText>({ manner: '', answeredOn: aucklandDate(new Date()), note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof AnswerText, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = answerInput(target.contractId, target.number, text);
    if (checked.errors) return setErrors(checked.errors);
    try {
      await save({ input: checked.input });
      toast.success(ANSWERED);
      onAnswered();
    } catch (failure) {
      setErrors(refusalErrors(failure, ANSWER_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="inspection-answer-form">
      <Field label="How it was answered" required error={errors.manner}>
        <NativeSelect
          name="manner"
          autoFocus
          value={text.manner}
          placeholder="Choose how"
          options={manners.map((m) => ({ value: m.value, label: m.label }))}
          onChange={(e) => set('manner', e.target.value)}
        />
      </Field>
      <Field label="Answered on" required error={errors.answeredOn}>
        <Input type="date" name="answeredOn" value={text.answeredOn} onChange={(e) => set('answeredOn', e.target.value)} />
      </Field>
      <Field label="Note" error={errors.note} className="sm:col-span-2" hint="What was sent, or where and when the records were open for inspection">
        <TextArea name="note" rows={2} maxLength={2000} value={text.note} onChange={(e) => set('note', e.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {ANSWER_ACTION}
          </Button>
        </div>
      </div>
    </form>
  );
}
