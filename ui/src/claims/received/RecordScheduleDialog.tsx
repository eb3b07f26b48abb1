/**
 * 'Record a schedule received' (the claim page, supplier side): a payment schedule the customer
 * served outside Claimdesk for this claim. The PDF as received, the day received (never in the
 * future, nor before the claim was served: after the deadline it is 'Given late'), the scheduled
 * amount including GST, the payment date and the reasons in short. The claim then stands as
 * Scheduled, exactly as for a schedule sent through Claimdesk.
 */
import { useRelayEnvironment } from 'react-relay';
import type { receivedMutationsScheduleMutation } from '../../__generated__/receivedMutationsScheduleMutation.graphql';
import { mutate } from '../../relay/mutate';
import { Field } from '../../ui/Field';
import { Input, NativeSelect, TextArea } from '../../ui/Input';
import { toast } from '../../ui/Toaster';
import { RecordDialog, useRecordForm } from './RecordDialog';
import { receivedScheduleRecordMutation } from './receivedMutations';
import {
  checkScheduleForm,
  emptyScheduleForm,
  MAX_REASONS,
  SCHEDULE_MANNERS,
  type ScheduleForm,
  type ScheduleInput,
} from './receivedText';

export const SCHEDULE_RECORDED = 'Payment schedule recorded';

export function RecordScheduleDialog({
  contractId,
  number,
  open,
  onOpenChange,
}: {
  contractId: string;
  number: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const environment = useRelayEnvironment();
  const state = useRecordForm<ScheduleForm, ScheduleInput>({
    open,
    empty: emptyScheduleForm,
    check: checkScheduleForm,
    save: async (input) => {
      await mutate<receivedMutationsScheduleMutation>(environment, receivedScheduleRecordMutation, {
        input: { contractId, number, ...input },
      });
      toast.success(SCHEDULE_RECORDED);
      onOpenChange(false);
    },
  });
  const { today, form, errors, change } = state;

  return (
    <RecordDialog
      state={state}
      open={open}
      onOpenChange={onOpenChange}
      title="Record a schedule received"
      description="A payment schedule your customer gave outside Claimdesk for this claim. Received after the deadline, it is given late."
      saveLabel="Record schedule"
      name="received-schedule"
      pdfLabel="The schedule as received"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date received" error={errors.receivedOn} required>
          <Input type="date" name="receivedOn" max={today} value={form.receivedOn} onChange={(e) => change('receivedOn')(e.target.value)} />
        </Field>
        <Field label="Received" error={errors.manner} required>
          <NativeSelect
            name="manner"
            value={form.manner}
            options={SCHEDULE_MANNERS}
            onChange={(e) => change('manner')(e.target.value as ScheduleForm['manner'])}
          />
        </Field>
        <Field label="Scheduled amount (incl. GST)" error={errors.scheduled} required>
          <Input
            name="scheduled"
            inputMode="decimal"
            autoComplete="off"
            leading="$"
            placeholder="0.00"
            value={form.scheduled}
            onChange={(e) => change('scheduled')(e.target.value)}
          />
        </Field>
        <Field label="Scheduled payment date" error={errors.paymentDate} required>
          <Input type="date" name="paymentDate" value={form.paymentDate} onChange={(e) => change('paymentDate')(e.target.value)} />
        </Field>
      </div>
      <Field label="Reasons" error={errors.reasons} hint="In short: why it schedules less than claimed, as the schedule says.">
        <TextArea name="reasons" rows={3} maxLength={MAX_REASONS} value={form.reasons} onChange={(e) => change('reasons')(e.target.value)} />
      </Field>
    </RecordDialog>
  );
}
