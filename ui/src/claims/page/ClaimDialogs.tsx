/**
 * The claim document's editing dialogs (spec 2 'Claim document screen' modals): dates, period,
 * purchase order and payment details. Each saves through claimPatch and shows the server's
 * refusal in the dialog (the retention formula's dialog is RetentionDialog.tsx).
 */
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, TextArea } from '../../ui/Input';
import type { Patch } from '../claimMutations';
import { formatDate } from '../../lib/dates';
import { FormDialog } from './FormDialog';
import type { DueSuggestion } from './dueSuggestion';

export const PERIOD_REQUIRED = 'Period date range is required';
export const PERIOD_ORDER = 'The period must end on or after the day it starts';
export const DUE_DATE_REQUIRED = 'Due Date is required';
export const CLAIM_DATE_REQUIRED = 'Claim date is required';
export const DUE_BEFORE_DATE = 'The due date cannot be before the claim date';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  patch: Patch;
}

/** How long the dialog waits after the claim date changes before asking the server for its due date. */
export const SUGGEST_AFTER_MS = 250;

/**
 * The claim date and due date. The due date suggested is the contract's payment terms' for the
 * claim date typed (issue 34), as the server counts it (`suggestDue`: dueSuggestion.ts); none
 * while it is asked, for a date outside the calendar, or without `suggestDue`.
 */
export function DatesDialog({
  open,
  onOpenChange,
  patch,
  date,
  dueDate,
  suggestDue,
}: Props & { date: string | null; dueDate: string | null; suggestDue?: (claimDate: string) => Promise<DueSuggestion | null> }) {
  const [claimDate, setClaimDate] = useState(date ?? '');
  const [due, setDue] = useState(dueDate ?? '');
  const [errors, setErrors] = useState<{ date?: string; due?: string }>({});
  const [suggestion, setSuggestion] = useState<(DueSuggestion & { for: string }) | null>(null);
  useEffect(() => {
    if (!open || !claimDate || !suggestDue) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      suggestDue(claimDate)
        .then((found) => live && setSuggestion(found ? { ...found, for: claimDate } : null))
        .catch(() => live && setSuggestion(null));
    }, SUGGEST_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, claimDate, suggestDue]);
  // Only the answer for the date now typed: an older one is never offered.
  const current = suggestion && suggestion.for === claimDate ? suggestion : null;
  const suggested = current?.dueDate ?? null;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setClaimDate(date ?? '');
          setDue(dueDate ?? '');
          setErrors({});
        }
        onOpenChange(next);
      }}
      title="Dates"
      description="The claim date, and the date payment is due."
      testId="dates-dialog"
      onSave={async () => {
        const next: typeof errors = {};
        if (!claimDate) next.date = CLAIM_DATE_REQUIRED;
        if (!due) next.due = DUE_DATE_REQUIRED;
        else if (claimDate && due < claimDate) next.due = DUE_BEFORE_DATE;
        setErrors(next);
        if (next.date || next.due) throw new Error('Please fix the errors above.');
        await patch({ date: claimDate, dueDate: due });
      }}
    >
      <Field label="Date" error={errors.date} required>
        <Input type="date" name="date" value={claimDate} onChange={(e) => setClaimDate(e.target.value)} />
      </Field>
      <Field
        label="Due date"
        error={errors.due}
        required
        hint={
          current && suggested ? `${current.dueText}: ${formatDate(suggested, true)}.` : undefined
        }
        labelAside={
          suggested && suggested !== due ? (
            <button type="button" className="link text-xs" onClick={() => setDue(suggested!)}>
              Use {formatDate(suggested)}
            </button>
          ) : undefined
        }
      >
        <Input type="date" name="dueDate" value={due} onChange={(e) => setDue(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

export function PeriodDialog({
  open,
  onOpenChange,
  patch,
  periodFrom,
  periodTo,
}: Props & { periodFrom: string | null; periodTo: string | null }) {
  const [from, setFrom] = useState(periodFrom ?? '');
  const [to, setTo] = useState(periodTo ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setFrom(periodFrom ?? '');
          setTo(periodTo ?? '');
          setErrors({});
        }
        onOpenChange(next);
      }}
      title="Period"
      description="The period of the construction work this claim covers."
      testId="period-dialog"
      onSave={async () => {
        // Beside the first date that is missing (once), or beside 'To' when it is before 'From'.
        const next: typeof errors = {};
        if (!from) next.from = PERIOD_REQUIRED;
        else if (!to) next.to = PERIOD_REQUIRED;
        else if (to < from) next.to = PERIOD_ORDER;
        setErrors(next);
        if (next.from || next.to) return false;
        await patch({ periodFrom: from, periodTo: to });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label="From" required error={errors.from}>
          <Input type="date" name="periodFrom" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="To" required error={errors.to}>
          <Input type="date" name="periodTo" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </Field>
      </div>
      {from ? (
        <div className="flex flex-wrap gap-2">
          {[
            ['2 weeks', addDays(from, 13)],
            ['Month', endOfMonth(from)],
          ].map(([label, end]) =>
            end ? (
              <Button key={label} size="sm" variant="secondary" onClick={() => setTo(end)}>
                {label}
              </Button>
            ) : null,
          )}
        </div>
      ) : null}
    </FormDialog>
  );
}

function addDays(from: string, days: number): string | null {
  const d = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function endOfMonth(from: string): string | null {
  const d = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

export function PurchaseOrderDialog({ open, onOpenChange, patch, poNumber }: Props & { poNumber: string }) {
  const [value, setValue] = useState(poNumber);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValue(poNumber);
        onOpenChange(next);
      }}
      title="Purchase order"
      description="The customer's purchase order number, shown on the claim."
      testId="po-dialog"
      onSave={() => patch({ poNumber: value.trim() })}
    >
      <Field label="Purchase order number">
        <Input name="poNumber" value={value} maxLength={200} onChange={(e) => setValue(e.target.value)} autoFocus />
      </Field>
    </FormDialog>
  );
}

export function PaymentDetailsDialog({ open, onOpenChange, patch, paymentDetails }: Props & { paymentDetails: string }) {
  const [value, setValue] = useState(paymentDetails);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValue(paymentDetails);
        onOpenChange(next);
      }}
      title="Payment details"
      description="How to pay: bank account, reference, terms."
      testId="payment-details-dialog"
      onSave={() => patch({ paymentDetails: value.trim() })}
    >
      <Field label="Payment details">
        <TextArea
          name="paymentDetails"
          rows={4}
          value={value}
          maxLength={2000}
          placeholder={'Bank: 12-3456-7890123-00\nReference: INV-ACME001'}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        />
      </Field>
    </FormDialog>
  );
}
