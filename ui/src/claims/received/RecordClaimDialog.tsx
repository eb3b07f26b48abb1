/**
 * 'Record a claim received' (the contract's Claims tab, customer side): a payment claim served on
 * the viewer's side outside Claimdesk, by email, post or hand. The PDF as received, the day and
 * manner of service (never in the future: the payment-schedule deadline counts from it), the
 * claimed amount including GST, the claim's due date, and optionally its period and reference.
 * The server's refusals show beside their field; the recorded claim opens, ready to be answered
 * with a payment schedule.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Inbox } from 'lucide-react';
import type { receivedMutationsClaimMutation } from '../../__generated__/receivedMutationsClaimMutation.graphql';
import { todayInAuckland } from '../../domain/workingDays';
import { errorMessage, MutationError, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input, NativeSelect } from '../../ui/Input';
import { toast } from '../../ui/Toaster';
import { PdfField } from './PdfField';
import { receivedClaimRecordMutation } from './receivedMutations';
import {
  CLAIM_MANNERS,
  checkClaimForm,
  emptyClaimForm,
  formField,
  MAX_REFERENCE,
  type ClaimErrors,
  type ClaimForm,
} from './receivedText';

export const CLAIM_RECORDED = 'Claim recorded';

export function RecordClaimButton({ contractId, onRecorded }: { contractId: string; onRecorded: (number: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" icon={<Inbox />} onClick={() => setOpen(true)} data-testid="record-received-claim">
        Record a claim received
      </Button>
      <RecordClaimDialog contractId={contractId} open={open} onOpenChange={setOpen} onRecorded={onRecorded} />
    </>
  );
}

export function RecordClaimDialog({
  contractId,
  open,
  onOpenChange,
  onRecorded,
}: {
  contractId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecorded: (number: number) => void;
}) {
  const environment = useRelayEnvironment();
  const today = todayInAuckland();
  const [form, setForm] = useState<ClaimForm>(() => emptyClaimForm(today));
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(emptyClaimForm(today));
      setErrors({});
      setProblem(null);
    }
  }
  const formId = `received-claim-${useId().replace(/:/g, '')}`;
  const fieldsRef = useRef<HTMLFormElement>(null);
  const change = <K extends keyof ClaimForm>(key: K) => (value: ClaimForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    setProblem(null);
    const checked = checkClaimForm(form, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const answer = await mutate<receivedMutationsClaimMutation>(environment, receivedClaimRecordMutation, {
        input: { contractId, ...checked.input },
      });
      const number = answer.receivedClaimRecord?.claim.number;
      toast.success(CLAIM_RECORDED);
      onOpenChange(false);
      if (number != null) onRecorded(number);
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
      title="Record a claim received"
      description="A payment claim served on you outside Claimdesk. Its payment-schedule deadline counts from the day it was served."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={uploading} data-testid="received-claim-save">
            Record claim
          </Button>
        </>
      }
    >
      <form id={formId} ref={fieldsRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="received-claim-dialog">
        <PdfField
          label="The claim as received"
          value={form.file}
          error={errors.file}
          onChange={change('file')}
          onError={(message) => setErrors((e) => ({ ...e, file: message }))}
          onBusy={setUploading}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date served" error={errors.servedOn} hint="The day it reached you" required>
            <Input type="date" name="servedOn" max={today} value={form.servedOn} onChange={(e) => change('servedOn')(e.target.value)} />
          </Field>
          <Field label="Served" error={errors.manner} required>
            <NativeSelect
              name="manner"
              value={form.manner}
              options={CLAIM_MANNERS}
              onChange={(e) => change('manner')(e.target.value as ClaimForm['manner'])}
            />
          </Field>
          <Field label="Claimed amount (incl. GST)" error={errors.claimed} required>
            <Input
              name="claimed"
              inputMode="decimal"
              autoComplete="off"
              leading="$"
              placeholder="0.00"
              value={form.claimed}
              onChange={(e) => change('claimed')(e.target.value)}
            />
          </Field>
          <Field label="Claim due date" error={errors.dueDate} hint="The due date for payment the claim states" required>
            <Input type="date" name="dueDate" value={form.dueDate} onChange={(e) => change('dueDate')(e.target.value)} />
          </Field>
          <Field label="Period from" error={errors.periodFrom}>
            <Input type="date" name="periodFrom" value={form.periodFrom} onChange={(e) => change('periodFrom')(e.target.value)} />
          </Field>
          <Field label="Period to" error={errors.periodTo}>
            <Input type="date" name="periodTo" value={form.periodTo} onChange={(e) => change('periodTo')(e.target.value)} />
          </Field>
        </div>
        <Field label="Reference" error={errors.reference} hint="Optional: the claim's own number or invoice reference.">
          <Input
            name="reference"
            maxLength={MAX_REFERENCE}
            autoComplete="off"
            value={form.reference}
            onChange={(e) => change('reference')(e.target.value)}
          />
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
