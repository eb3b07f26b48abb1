/**
 * The claim document's editing dialogs (spec 2 'Claim document screen' modals): dates, period,
 * purchase order, payment details and the retention formula. Each saves through claimPatch
 * (or, for retention, the staged ledger edits) and shows the server's refusal in the dialog.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { formatMoney, formatPercent, parseMoney, parsePercent } from '../../domain/money';
import { RuleError } from '../../domain/ruleError';
import { DEFAULT_DUE_WORKING_DAYS, defaultDueDate } from '../../domain/workingDays';
import { Button, IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input, TextArea } from '../../ui/Input';
import { basisPointsToRate, formatDate, rateToBasisPoints } from '../format';
import type { RetentionFormula } from '../ledger/edits';

export const PERIOD_REQUIRED = 'Period date range is required';
export const PERIOD_ORDER = 'The period must end on or after the day it starts';
export const DUE_DATE_REQUIRED = 'Due Date is required';
export const CLAIM_DATE_REQUIRED = 'Claim date is required';
export const DUE_BEFORE_DATE = 'The due date cannot be before the claim date';

export interface PatchFields {
  periodFrom?: string | null;
  periodTo?: string | null;
  billingMode?: string;
  type?: string;
  date?: string | null;
  dueDate?: string | null;
  poNumber?: string;
  paymentDetails?: string;
  attach?: Array<{ id: string; filename: string }>;
  removeFileIds?: string[];
}

export type Patch = (fields: PatchFields) => Promise<void>;

/** A dialog with a form: Save runs `onSave`; a rejection's message shows above the buttons. */
function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSave,
  children,
  saveLabel = 'Save',
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  onSave: () => Promise<void> | void;
  children: ReactNode;
  saveLabel?: string;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = `claim-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSave();
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) {
          setError(null);
          onOpenChange(next);
        }
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid={testId}>
        {children}
        {error ? (
          <p role="alert" data-field-error className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  patch: Patch;
}

export function DatesDialog({ open, onOpenChange, patch, date, dueDate }: Props & { date: string | null; dueDate: string | null }) {
  const [claimDate, setClaimDate] = useState(date ?? '');
  const [due, setDue] = useState(dueDate ?? '');
  const [errors, setErrors] = useState<{ date?: string; due?: string }>({});
  let suggested: string | null = null;
  try {
    suggested = claimDate ? defaultDueDate(claimDate) : null;
  } catch {
    suggested = null;
  }
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
          suggested
            ? `${DEFAULT_DUE_WORKING_DAYS} working days after the claim date: ${formatDate(suggested, true)}.`
            : undefined
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
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setFrom(periodFrom ?? '');
          setTo(periodTo ?? '');
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title="Period"
      description="The period of the construction work this claim covers."
      testId="period-dialog"
      onSave={async () => {
        const problem = !from || !to ? PERIOD_REQUIRED : to < from ? PERIOD_ORDER : undefined;
        setError(problem);
        if (problem) throw new Error(problem);
        await patch({ periodFrom: from, periodTo: to });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label="From" required>
          <Input type="date" name="periodFrom" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="To" required error={error}>
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

interface BandText {
  rate: string;
  upTo: string;
}

function bandsOf(formula: RetentionFormula | null | undefined): BandText[] {
  if (!formula || !formula.marginalRates.length) return [{ rate: '', upTo: '' }];
  return formula.marginalRates.map((b) => ({
    rate: formatPercent(rateToBasisPoints(b.rate)).replace('%', ''),
    upTo: b.upTo != null ? formatMoney(b.upTo) : '',
  }));
}

/** Retention formula → null (none) or the formula, from what was typed; throws RuleError with the message. */
export function parseRetention(bands: BandText[], max: string): RetentionFormula | null {
  const rates = bands.filter((b) => b.rate.trim() || b.upTo.trim());
  const parsed = rates.map((b, i) => {
    if (!b.rate.trim()) throw new RuleError(`Band ${i + 1}: enter a rate`);
    const bp = parsePercent(b.rate);
    if (bp < 0 || bp > 10000) throw new RuleError(`Band ${i + 1}: 0 \u2013 100%`);
    const upTo = b.upTo.trim() ? parseMoney(b.upTo) : null;
    if (upTo === null && i < rates.length - 1) throw new RuleError(`Band ${i + 1}: only the last band may have no limit`);
    return { rate: basisPointsToRate(bp), upTo };
  });
  if (!parsed.length || parsed.every((b) => b.rate === 0)) return null;
  return { marginalRates: parsed, maxAmount: max.trim() ? parseMoney(max) : null };
}

export function RetentionDialog({
  open,
  onOpenChange,
  formula,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formula: RetentionFormula | null | undefined;
  onSave: (formula: RetentionFormula | null) => void;
}) {
  const [bands, setBands] = useState<BandText[]>(() => bandsOf(formula));
  const [max, setMax] = useState(formula?.maxAmount != null ? formatMoney(formula.maxAmount) : '');
  const set = (i: number, key: keyof BandText, value: string) =>
    setBands((all) => all.map((b, j) => (j === i ? { ...b, [key]: value } : b)));
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setBands(bandsOf(formula));
          setMax(formula?.maxAmount != null ? formatMoney(formula.maxAmount) : '');
        }
        onOpenChange(next);
      }}
      title="Retention"
      description="The share of the gross claimed to date the customer holds back. Bands apply in order up to their limit; leave the rate empty (or 0) for no retention."
      testId="retention-dialog"
      onSave={() => onSave(parseRetention(bands, max))}
    >
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-[1fr_1.4fr_2rem] gap-2 text-xs font-medium text-fg-muted">
          <span>Rate (%)</span>
          <span>Up to gross of ($)</span>
          <span />
        </div>
        {bands.map((band, i) => (
          <div key={i} className="grid grid-cols-[1fr_1.4fr_2rem] items-center gap-2" data-testid="retention-band">
            <Input
              name="rate"
              aria-label={`Rate of band ${i + 1}`}
              inputMode="decimal"
              value={band.rate}
              placeholder="10"
              trailing="%"
              onChange={(e) => set(i, 'rate', e.target.value)}
            />
            <Input
              name="upTo"
              aria-label={`Limit of band ${i + 1}`}
              inputMode="decimal"
              value={band.upTo}
              placeholder={i === bands.length - 1 ? 'No limit' : '200,000.00'}
              leading="$"
              onChange={(e) => set(i, 'upTo', e.target.value)}
            />
            <IconButton
              label={`Remove band ${i + 1}`}
              icon={<Trash2 />}
              size="sm"
              disabled={bands.length === 1}
              onClick={() => setBands((all) => all.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <div>
          <Button variant="ghost" size="sm" icon={<Plus />} onClick={() => setBands((all) => [...all, { rate: '', upTo: '' }])}>
            Add band
          </Button>
        </div>
      </div>
      <Field label="Maximum retention ($)" hint="Optional: the most held in total.">
        <Input name="maxAmount" inputMode="decimal" value={max} leading="$" placeholder="No maximum" onChange={(e) => setMax(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
