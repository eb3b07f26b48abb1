/**
 * 'Record a claim received' (the contract's Claims tab, customer side): a payment claim served on
 * the viewer's side outside Claimdesk, by email, post or hand. The PDF as received, the day and
 * manner of service (never in the future: the payment-schedule deadline counts from it), the
 * claimed amount including GST, the claim's due date, and optionally its period and reference.
 * The server's refusals show beside their field; the recorded claim opens, ready to be answered
 * with a payment schedule. The same form corrects a record made by mistake (`correcting`): it opens
 * with the record as it stands, its PDF kept unless another is attached.
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Inbox } from 'lucide-react';
import type { receivedMutationsClaimMutation } from '../../__generated__/receivedMutationsClaimMutation.graphql';
import { mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, NativeSelect } from '../../ui/Input';
import { toast } from '../../ui/Toaster';
import { RecordDialog, useRecordForm } from './RecordDialog';
import type { receivedMutationsCorrectMutation } from '../../__generated__/receivedMutationsCorrectMutation.graphql';
import { receivedClaimCorrectMutation, receivedClaimRecordMutation } from './receivedMutations';
import {
  CLAIM_MANNERS,
  checkClaimForm,
  emptyClaimForm,
  KEEP_FILE,
  MAX_REFERENCE,
  type ClaimForm,
  type ClaimInput,
} from './receivedText';

export const CLAIM_RECORDED = 'Claim recorded';
export const RECORD_CORRECTED = 'Record corrected';

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
  correcting,
}: {
  contractId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecorded: (number: number) => void;
  /** Correcting the record of claim `number` made by mistake (receivedClaimCorrect), from the record as it stands. */
  correcting?: { number: number; form: ClaimForm };
}) {
  const environment = useRelayEnvironment();
  const state = useRecordForm<ClaimForm, ClaimInput>({
    open,
    empty: correcting ? () => correcting.form : emptyClaimForm,
    check: checkClaimForm,
    save: async (input) => {
      if (correcting) {
        await mutate<receivedMutationsCorrectMutation>(environment, receivedClaimCorrectMutation, {
          input: { contractId, number: correcting.number, ...input, file: input.file.id === KEEP_FILE ? null : input.file },
        });
        toast.success(RECORD_CORRECTED);
        onOpenChange(false);
        onRecorded(correcting.number);
        return;
      }
      const answer = await mutate<receivedMutationsClaimMutation>(environment, receivedClaimRecordMutation, {
        input: { contractId, ...input },
      });
      const number = answer.receivedClaimRecord?.claim.number;
      toast.success(CLAIM_RECORDED);
      onOpenChange(false);
      if (number != null) onRecorded(number);
    },
  });
  const { today, form, errors, change } = state;

  return (
    <RecordDialog
      state={state}
      open={open}
      onOpenChange={onOpenChange}
      title={correcting ? 'Correct the record' : 'Record a claim received'}
      description={
        correcting
          ? 'Correct what was recorded by mistake. The payment-schedule deadline is counted again from the day it was served.'
          : 'A payment claim served on you outside Claimdesk. Its payment-schedule deadline counts from the day it was served.'
      }
      saveLabel={correcting ? 'Save correction' : 'Record claim'}
      name="received-claim"
      pdfLabel="The claim as received"
    >
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
    </RecordDialog>
  );
}
