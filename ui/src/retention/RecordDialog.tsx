/**
 * The holder's 'Record' dialogs on a ledger of 'We hold' (issue 38): a deposit into the trust
 * account, a release to the subcontractor, or an instrument covering the money (s 18FB). Checked
 * before sending (recordForm.ts); the server's refusals ('Only $X of retention money is held for …')
 * show beside the field they name. Recording a release while a claim of one is out (sent, not yet
 * scheduled) warns, and still records (money paid outside the claim is recordable; the claim's schedule
 * then writes only what is left of the stage: app/retention/release_check.py). On a save the page asks for its ledgers again (a ledger is no
 * node, so the answer cannot update the store).
 */
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { RecordDialogEntryMutation } from '../__generated__/RecordDialogEntryMutation.graphql';
import type { RecordDialogInstrumentMutation } from '../__generated__/RecordDialogInstrumentMutation.graphql';
import { aucklandDate } from '../lib/dates';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, NativeSelect, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import {
  ENTRY_FIELDS,
  INSTRUMENT_FIELDS,
  INSTRUMENT_KINDS,
  RECORDED,
  RECORD_TITLES,
  entryInput,
  instrumentInput,
  type FieldErrors,
  type RecordKind,
} from './recordForm';

const entryMutation = graphql`
  mutation RecordDialogEntryMutation($input: RetentionEntryRecordInput!) {
    retentionEntryRecord(input: $input) {
      ledger {
        contractId
      }
    }
  }
`;

const instrumentMutation = graphql`
  mutation RecordDialogInstrumentMutation($input: RetentionInstrumentRecordInput!) {
    retentionInstrumentRecord(input: $input) {
      ledger {
        contractId
      }
    }
  }
`;

export interface RecordTarget {
  contractId: string;
  siteName: string;
  payeeName: string;
  kind: RecordKind;
  /** 'Claim N from {sub} claims this release: …' (RetentionLedger.releaseClaimsOut): shown before a release. */
  claimsOut?: ReadonlyArray<string>;
}

const DESCRIPTIONS: Record<RecordKind, string> = {
  deposited: 'Money paid into the trust account (CCA s 18E). No more than is still out of the account.',
  released: 'Retention money paid to the subcontractor. No more than is held.',
  instrument: 'A complying instrument covering the retention money not in the account (CCA s 18FB).',
};

export function RecordDialog({
  target,
  onOpenChange,
  onSaved,
}: {
  target: RecordTarget | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={target ? RECORD_TITLES[target.kind] : ''}
      description={target ? `For ${target.payeeName} on ${target.siteName}. ${DESCRIPTIONS[target.kind]}` : undefined}
    >
      {target ? (
        target.kind === 'instrument' ? (
          <InstrumentForm target={target} onDone={onSaved} onCancel={() => onOpenChange(false)} />
        ) : (
          <EntryForm target={target} kind={target.kind} onDone={onSaved} onCancel={() => onOpenChange(false)} />
        )
      ) : null}
    </Dialog>
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}

function Actions({ saving, onCancel, label }: { saving: boolean; onCancel: () => void; label: string }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </div>
  );
}

function EntryForm({
  target,
  kind,
  onDone,
  onCancel,
}: {
  target: RecordTarget;
  kind: 'deposited' | 'released';
  onDone: () => void;
  onCancel: () => void;
}) {
  const [save, saving] = useMutationPromise<RecordDialogEntryMutation>(entryMutation);
  const [text, setText] = useState({ amount: '', date: aucklandDate(new Date()), bankRef: '', note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof text, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = entryInput(target.contractId, kind, text);
    if (checked.errors) return setErrors(checked.errors);
    try {
      await save({ input: checked.input });
      toast.success(RECORDED[kind]);
      onDone();
    } catch (failure) {
      setErrors(refusalErrors(failure, ENTRY_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="retention-record-form">
      {kind === 'released'
        ? (target.claimsOut ?? []).map((message) => (
            <div key={message} className="sm:col-span-2" data-testid="release-claim-out">
              <Banner tone="warning" title={message} />
            </div>
          ))
        : null}
      <Field label="Amount" required error={errors.amount} hint="In dollars, e.g. 10,000.00">
        <Input name="amount" inputMode="decimal" autoFocus value={text.amount} onChange={(e) => set('amount', e.target.value)} />
      </Field>
      <Field label={kind === 'deposited' ? 'Deposited on' : 'Released on'} required error={errors.date}>
        <Input type="date" name="date" value={text.date} onChange={(e) => set('date', e.target.value)} />
      </Field>
      <Field label="Bank reference" error={errors.bankRef} className="sm:col-span-2" hint="The bank line or payment reference">
        <Input name="bankRef" maxLength={100} value={text.bankRef} onChange={(e) => set('bankRef', e.target.value)} />
      </Field>
      <Field label="Note" error={errors.note} className="sm:col-span-2">
        <TextArea name="note" rows={2} maxLength={2000} value={text.note} onChange={(e) => set('note', e.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        <FormError message={errors.form} />
        <Actions saving={saving} onCancel={onCancel} label={kind === 'deposited' ? 'Record deposit' : 'Record release'} />
      </div>
    </form>
  );
}

function InstrumentForm({ target, onDone, onCancel }: { target: RecordTarget; onDone: () => void; onCancel: () => void }) {
  const [save, saving] = useMutationPromise<RecordDialogInstrumentMutation>(instrumentMutation);
  const [text, setText] = useState({ kind: '', provider: '', reference: '', amount: '', startsOn: aucklandDate(new Date()), expiresOn: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof text, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = instrumentInput(target.contractId, text);
    if (checked.errors) return setErrors(checked.errors);
    try {
      await save({ input: checked.input });
      toast.success(RECORDED.instrument);
      onDone();
    } catch (failure) {
      setErrors(refusalErrors(failure, INSTRUMENT_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="retention-record-form">
      <Field label="Kind" required error={errors.kind}>
        <NativeSelect
          name="kind"
          autoFocus
          value={text.kind}
          placeholder="Choose the kind"
          options={INSTRUMENT_KINDS.map((k) => ({ value: k.value, label: k.label }))}
          onChange={(e) => set('kind', e.target.value)}
        />
      </Field>
      <Field label="Amount it protects" required error={errors.amount}>
        <Input name="amount" inputMode="decimal" value={text.amount} onChange={(e) => set('amount', e.target.value)} />
      </Field>
      <Field label="Insurer or provider" required error={errors.provider}>
        <Input name="provider" maxLength={200} value={text.provider} onChange={(e) => set('provider', e.target.value)} />
      </Field>
      <Field label="Policy, bond or guarantee number" error={errors.reference}>
        <Input name="reference" maxLength={100} value={text.reference} onChange={(e) => set('reference', e.target.value)} />
      </Field>
      <Field label="Starts on" required error={errors.startsOn}>
        <Input type="date" name="startsOn" value={text.startsOn} onChange={(e) => set('startsOn', e.target.value)} />
      </Field>
      <Field label="Expires on" required error={errors.expiresOn}>
        <Input type="date" name="expiresOn" value={text.expiresOn} onChange={(e) => set('expiresOn', e.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        <FormError message={errors.form} />
        <Actions saving={saving} onCancel={onCancel} label="Record instrument" />
      </div>
    </form>
  );
}
