/**
 * 'Record a schedule received' (the claim page, supplier side): a payment schedule the customer
 * served outside Claimdesk for this claim. The PDF as received, the day received (never in the
 * future, nor before the claim was served: after the deadline it is 'Given late'), the scheduled
 * amount including GST, the payment date and the reasons in short. The claim then stands as
 * Scheduled, exactly as for a schedule sent through Claimdesk.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { receivedMutationsScheduleMutation } from '../../__generated__/receivedMutationsScheduleMutation.graphql';
import { todayInAuckland } from '../../domain/workingDays';
import { errorMessage, MutationError, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input, NativeSelect, TextArea } from '../../ui/Input';
import { toast } from '../../ui/Toaster';
import { PdfField } from './PdfField';
import { receivedScheduleRecordMutation } from './receivedMutations';
import {
  checkScheduleForm,
  emptyScheduleForm,
  formField,
  MAX_REASONS,
  SCHEDULE_MANNERS,
  type ScheduleErrors,
  type ScheduleForm,
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
  const today = todayInAuckland();
  const [form, setForm] = useState<ScheduleForm>(() => emptyScheduleForm(today));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(emptyScheduleForm(today));
      setErrors({});
      setProblem(null);
    }
  }
  const formId = `received-schedule-${useId().replace(/:/g, '')}`;
  const fieldsRef = useRef<HTMLFormElement>(null);
  const change = <K extends keyof ScheduleForm>(key: K) => (value: ScheduleForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    setProblem(null);
    const checked = checkScheduleForm(form, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await mutate<receivedMutationsScheduleMutation>(environment, receivedScheduleRecordMutation, {
        input: { contractId, number, ...checked.input },
      });
      toast.success(SCHEDULE_RECORDED);
      onOpenChange(false);
    } catch (e) {
      const field = e instanceof MutationError ? formField(e.field, form) : null;
      if (field) {
        setErrors((current) => ({ ...current, [field]: errorMessage(e) }));
        focusFirstInvalid();
      } else {
        setProblem(errorMessage(e));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      dismissible={!busy}
      title="Record a schedule received"
      description="A payment schedule your customer gave outside Claimdesk for this claim. Received after the deadline, it is given late."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={uploading} data-testid="received-schedule-save">
            Record schedule
          </Button>
        </>
      }
    >
      <form id={formId} ref={fieldsRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="received-schedule-dialog">
        <PdfField
          label="The schedule as received"
          value={form.file}
          error={errors.file}
          onChange={change('file')}
          onError={(message) => setErrors((e) => ({ ...e, file: message }))}
          onBusy={setUploading}
        />
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
        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
