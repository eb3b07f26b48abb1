/**
 * The schedule's particulars: its payment date (`dueDate`, the claim's due date by default;
 * labelled 'Scheduled payment date', its one name, so it is never read as the s 22 deadline for
 * giving the schedule), its type ('Buyer Created Tax Invoice' or 'Not a tax invoice'), reference,
 * an adjustment (excl GST and its GST), and the notes: the reasons for paying less, one per entry,
 * added and removed.
 */
import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { formatMoney, parseMoney } from '../domain/money';
import { RuleError } from '../domain/ruleError';
import { Button, IconButton } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { Select } from '../ui/Select';
import { SCHEDULED_PAYMENT_DATE } from '../claims/texts';
import { PayWhenPaidWarning } from './PayWhenPaidWarning';
import { PAYMENT_DATE_REQUIRED, TYPE_OPTIONS, type ScheduleDraft } from './draft';

type Change = Partial<Omit<ScheduleDraft, 'lines'>>;

function MoneyField({ label, name, value, onChange }: { label: string; name: string; value: number; onChange: (cents: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    try {
      onChange(parseMoney(text.trim() === '' ? '0' : text));
      setText(null);
      setError(null);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      setError(e.message);
    }
  };
  return (
    <Field label={label} error={error}>
      <Input
        name={name}
        inputMode="decimal"
        className="text-right tabular"
        value={text ?? formatMoney(value)}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </Field>
  );
}

/** The server's limit of one reason (app/schedules/service.py MAX_NOTE): the field stops there and says so. */
export const MAX_NOTE = 2000;

export function ScheduleDetails({
  draft,
  onChange,
  chargesGst = true,
  warningFor,
}: {
  draft: ScheduleDraft;
  onChange: (change: Change) => void;
  chargesGst?: boolean;
  /** The s 13 warning beside the note at `index` (the server's: PayWhenPaidWarning), or null. */
  warningFor?: (index: number, text: string) => string | null;
}) {
  const [note, setNote] = useState('');
  const addNote = () => {
    if (!note.trim()) return;
    onChange({ notes: [...draft.notes, note.trim()] });
    setNote('');
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={SCHEDULED_PAYMENT_DATE} hint="When you will pay the scheduled amount" required error={draft.dueDate ? null : PAYMENT_DATE_REQUIRED}>
          <Input type="date" name="scheduleDueDate" value={draft.dueDate} onChange={(e) => onChange({ dueDate: e.target.value })} />
        </Field>
        <Field label="Type">
          <Select
            name="scheduleType"
            options={TYPE_OPTIONS}
            value={draft.isTaxInvoice ? 'tax-invoice' : 'not-tax-invoice'}
            onValueChange={(value) => onChange({ isTaxInvoice: value === 'tax-invoice' })}
          />
        </Field>
        <Field label="Reference">
          <Input name="scheduleReference" value={draft.reference} onChange={(e) => onChange({ reference: e.target.value })} />
        </Field>
        <MoneyField
          label={chargesGst ? 'Adjustment excl. GST' : 'Adjustment'}
          name="adjustExcl"
          value={draft.adjustExcl}
          onChange={(adjustExcl) => onChange({ adjustExcl })}
        />
        {/* A supplier not registered for GST (issue 34): the adjustment has no GST. */}
        {chargesGst ? (
          <MoneyField label="Adjustment GST" name="adjustTax" value={draft.adjustTax} onChange={(adjustTax) => onChange({ adjustTax })} />
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-fg">Reasons for paying less than claimed</h3>
        {draft.notes.length ? (
          <ol className="flex flex-col gap-1.5" data-testid="schedule-notes">
            {draft.notes.map((text, i) => {
              const warning = warningFor?.(i, text) ?? null;
              return (
                <li key={`${i}-${text}`} className="rounded-lg border border-border bg-muted/50 py-1.5 pl-3 pr-1 text-sm text-fg">
                  <div className="flex items-start gap-2">
                    <span className="flex-1 py-1">{text}</span>
                    <IconButton
                      label={`Remove reason ${i + 1}`}
                      icon={<X />}
                      size="sm"
                      onClick={() => onChange({ notes: draft.notes.filter((_, j) => j !== i) })}
                    />
                  </div>
                  {warning ? <PayWhenPaidWarning message={warning} /> : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="text-sm text-fg-subtle">None yet. When you schedule less than claimed, say why and why payment is withheld.</p>
        )}
        <div className="flex items-start gap-2">
          <Field
            label="New reason"
            hideLabel
            className="flex-1"
            hint={note.length >= MAX_NOTE ? `A reason is at most ${MAX_NOTE.toLocaleString('en-NZ')} characters` : null}
          >
            <Input
              name="scheduleNote"
              placeholder="e.g. Defective work to the east wall is withheld until remedied"
              value={note}
              maxLength={MAX_NOTE}
              onChange={(e) => setNote(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addNote();
                }
              }}
              data-testid="schedule-note-input"
            />
          </Field>
          <Button variant="secondary" icon={<Plus />} onClick={addNote} disabled={!note.trim()}>
            Add reason
          </Button>
        </div>
      </div>
    </div>
  );
}
