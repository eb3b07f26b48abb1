/**
 * Correcting a retention ledger (issue 38; CCA s 18FC: proper records): the ledger is append only, so a
 * mistake is put right by a correction entry that names the entry it corrects, adds a signed amount to it
 * and says why. Opened from a ledger of 'We hold' (LedgerTable's 'Correct an entry'), it reads that one
 * ledger's entries (retentionLedger: the page itself never carries every entry), offers 'Correct' on each
 * entry a person may correct (not a correction, not an instrument's cover, which follows the register),
 * and shows every refusal beside its field: the server's 'Only $X of retention money is held for {B} on
 * {contract}.' beside the amount.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CorrectionDialogMutation } from '../__generated__/CorrectionDialogMutation.graphql';
import type { CorrectionDialogQuery, CorrectionDialogQuery$data } from '../__generated__/CorrectionDialogQuery.graphql';
import { aucklandDate, formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { Loader } from '../ui/Spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table';
import { toast } from '../ui/Toaster';
import { CORRECTION_FIELDS, correctionInput, type FieldErrors } from './recordForm';

const query = graphql`
  query CorrectionDialogQuery($contractId: ID!) {
    retentionLedger(contractId: $contractId) {
      viewerCanRecord
      entries {
        id
        number
        kind
        kindLabel
        amount
        date
        note
        correctsNumber
      }
    }
  }
`;

const mutation = graphql`
  mutation CorrectionDialogMutation($input: RetentionEntryRecordInput!) {
    retentionEntryRecord(input: $input) {
      ledger {
        contractId
      }
    }
  }
`;

type Entry = NonNullable<CorrectionDialog_ledger>['entries'][number];
type CorrectionDialog_ledger = CorrectionDialogQuery$data['retentionLedger'];

export interface CorrectionTarget {
  contractId: string;
  siteName: string;
  payeeName: string;
}

export const CORRECTED = 'Correction recorded';
// The kinds a correction may name (app/retention/service.py refuses the others).
const NOT_CORRECTED = new Set(['correction', 'instrument_cover']);

export function CorrectionDialog({
  target,
  onOpenChange,
  onSaved,
}: {
  target: CorrectionTarget | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title="Correct an entry"
      description={
        target
          ? `The ledger for ${target.payeeName} on ${target.siteName}. Entries are never changed: a correction adds to the entry it names, and says why.`
          : undefined
      }
      size="lg"
    >
      {target ? (
        <Suspense fallback={<Loader message="Loading the ledger…" />}>
          <Correction target={target} onSaved={onSaved} onCancel={() => onOpenChange(false)} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function Correction({ target, onSaved, onCancel }: { target: CorrectionTarget; onSaved: () => void; onCancel: () => void }) {
  const data = useLazyLoadQuery<CorrectionDialogQuery>(query, { contractId: target.contractId }, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<Entry | null>(null);
  const ledger = data.retentionLedger;
  if (!ledger || ledger.entries.length === 0) return <EmptyState compact title="This ledger has no entries to correct." />;
  const correctable = ledger.viewerCanRecord;
  return (
    <div className="flex flex-col gap-4">
      <Table dense data-testid="correction-entries">
        <THead>
          <Tr>
            <Th numeric>No.</Th>
            <Th>Date</Th>
            <Th>Entry</Th>
            <Th numeric>Amount</Th>
            <Th>Note</Th>
            {correctable ? (
              <Th>
                <span className="sr-only">Correct</span>
              </Th>
            ) : null}
          </Tr>
        </THead>
        <TBody>
          {ledger.entries.map((e) => (
            <Tr key={e.id} data-testid="correction-entry" aria-selected={chosen?.id === e.id}>
              <Td numeric>{e.number}</Td>
              <Td>{formatDate(e.date)}</Td>
              <Td>{e.correctsNumber ? `${e.kindLabel} of entry ${e.correctsNumber}` : e.kindLabel}</Td>
              <Td numeric>{dollars(Number(e.amount))}</Td>
              <Td className="max-w-48 truncate" title={e.note}>
                {e.note}
              </Td>
              {correctable ? (
                <Td className="w-0 text-right">
                  {NOT_CORRECTED.has(e.kind) ? null : (
                    <Button size="sm" variant="secondary" onClick={() => setChosen(e)} aria-label={`Correct entry ${e.number}`}>
                      Correct
                    </Button>
                  )}
                </Td>
              ) : null}
            </Tr>
          ))}
        </TBody>
      </Table>
      {chosen ? (
        <CorrectionForm key={chosen.id} contractId={target.contractId} entry={chosen} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <p className="text-sm text-fg-muted">Choose the entry to correct.</p>
      )}
    </div>
  );
}

function CorrectionForm({
  contractId,
  entry,
  onSaved,
  onCancel,
}: {
  contractId: string;
  entry: Entry;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [save, saving] = useMutationPromise<CorrectionDialogMutation>(mutation);
  const [text, setText] = useState({ amount: '', date: aucklandDate(new Date()), note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof text, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = correctionInput(contractId, { ...text, correctsId: entry.id });
    if (checked.errors) return setErrors(checked.errors);
    try {
      await save({ input: checked.input });
      toast.success(CORRECTED);
      onSaved();
    } catch (failure) {
      // The entry named is refused beside the amount (the form names one entry: the one chosen above).
      const found = refusalErrors(failure, CORRECTION_FIELDS);
      setErrors(found.correctsId ? { amount: found.correctsId } : found);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2" data-testid="correction-form">
      <h3 className="text-sm font-semibold sm:col-span-2">
        Correct entry {entry.number}: {entry.kindLabel}, {dollars(Number(entry.amount))} on {formatDate(entry.date, true)}
      </h3>
      <Field label="Amount the correction adds" required error={errors.amount} hint="Negative to take away, e.g. -1,000.00">
        <Input name="amount" inputMode="decimal" autoFocus value={text.amount} onChange={(e) => set('amount', e.target.value)} />
      </Field>
      <Field label="Corrected on" required error={errors.date}>
        <Input type="date" name="date" value={text.date} onChange={(e) => set('date', e.target.value)} />
      </Field>
      <Field label="Why it is corrected" required error={errors.note} className="sm:col-span-2">
        <TextArea name="note" rows={2} maxLength={2000} value={text.note} onChange={(e) => set('note', e.target.value)} />
      </Field>
      <div className="flex items-center justify-end gap-2 sm:col-span-2">
        {errors.form ? (
          <p role="alert" className="mr-auto text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Record correction
        </Button>
      </div>
    </form>
  );
}
