/**
 * Allocating one bank line (issue 38): to a ledger entry of the same amount and direction (a deposit
 * for money in; a release or a use for defects for money out), or explained as interest (kept apart
 * from retention money), a bank fee, or other with a note. The server's refusals show beside the field
 * they name.
 */
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { ReconcileAllocateDialogMutation } from '../__generated__/ReconcileAllocateDialogMutation.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { NativeSelect, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { ALLOCATED, EXPLANATIONS, candidatesFor, type Explanation } from './ReconcileForm';

const mutation = graphql`
  mutation ReconcileAllocateDialogMutation($input: RetentionBankLineAllocateInput!) {
    retentionBankLineAllocate(input: $input) {
      reconciliation {
        difference
      }
    }
  }
`;

export interface AllocateTarget {
  id: string;
  amount: number;
  date: string;
  reference: string;
}

export interface AllocatableEntry {
  readonly id: string;
  readonly number: number;
  readonly kindLabel: string;
  readonly amount: number;
  readonly date: string;
  readonly bankRef: string;
  readonly siteName: string;
  readonly payeeName: string;
}

type Errors = Partial<Record<'explanation' | 'entryId' | 'note' | 'form', string>>;
const FIELDS = ['explanation', 'entryId', 'note'] as const;

export function ReconcileAllocateDialog({
  target,
  entries,
  onOpenChange,
  onSaved,
}: {
  target: AllocateTarget | null;
  entries: readonly AllocatableEntry[];
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title="Allocate the line"
      description={target ? `${dollars(target.amount)} on ${formatDate(target.date)}${target.reference ? `, ${target.reference}` : ''}.` : undefined}
    >
      {target ? <AllocateForm key={target.id} target={target} entries={entries} onDone={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AllocateForm({
  target,
  entries,
  onDone,
  onCancel,
}: {
  target: AllocateTarget;
  entries: readonly AllocatableEntry[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [save, saving] = useMutationPromise<ReconcileAllocateDialogMutation>(mutation);
  const candidates = candidatesFor(target.amount, entries);
  const [explanation, setExplanation] = useState<Explanation | ''>(candidates.length ? 'entry' : '');
  const [entryId, setEntryId] = useState(candidates.length === 1 ? candidates[0].id : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!explanation) return setErrors({ explanation: 'Choose what this line is.' });
    if (explanation === 'entry' && !entryId) return setErrors({ entryId: 'Choose the ledger entry.' });
    try {
      await save({
        input:
          explanation === 'entry'
            ? { lineId: target.id, entryId, note: note || null }
            : { lineId: target.id, explanation, note: note || null },
      });
      toast.success(ALLOCATED);
      onDone();
    } catch (failure) {
      setErrors(refusalErrors(failure, FIELDS));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="reconcile-allocate-form">
      <Field label="What it is" required error={errors.explanation}>
        <NativeSelect
          name="explanation"
          autoFocus
          value={explanation}
          placeholder="Choose"
          options={EXPLANATIONS.map((e) => ({ value: e.value, label: e.label }))}
          onChange={(e) => {
            setExplanation(e.target.value as Explanation);
            setErrors({});
          }}
        />
      </Field>
      {explanation === 'entry' ? (
        <Field
          label="Ledger entry"
          required
          error={errors.entryId}
          hint={candidates.length ? undefined : `No open entry of ${dollars(target.amount)}: record the deposit or release on the Retention page first.`}
        >
          <NativeSelect
            name="entryId"
            value={entryId}
            placeholder="Choose the entry"
            options={candidates.map((c) => ({
              value: c.id,
              label: `${c.kindLabel} ${dollars(Math.abs(c.amount))} on ${formatDate(c.date)} · ${c.payeeName} on ${c.siteName}${c.bankRef ? ` · ${c.bankRef}` : ''}`,
            }))}
            onChange={(e) => {
              setEntryId(e.target.value);
              setErrors({});
            }}
          />
        </Field>
      ) : null}
      <Field label="Note" required={explanation === 'other'} error={errors.note}>
        <TextArea name="note" rows={2} maxLength={500} value={note} onChange={(e) => { setNote(e.target.value); setErrors({}); }} />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Allocate
        </Button>
      </div>
    </form>
  );
}
