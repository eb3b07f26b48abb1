/**
 * A schedule-of-values line being added or edited, as a row of the schedule's table: description
 * (groups with ' >> '), type, quantity, unit, rate and value. With a quantity the value is
 * quantity x rate, shown as the sum ('420 m @ 62.50 = 26,250.00'); without, the value is typed (a
 * lump sum). Enter saves, Escape cancels an edit. A locked line's prices are shown, not editable,
 * with the reason. Field messages show once saving was tried; the server's refusal below the row.
 */
import { useState, type KeyboardEvent } from 'react';
import { Check, Plus, X } from 'lucide-react';
import { formatMoney } from '../../domain/money';
import { cn } from '../../lib/cn';
import { Button, IconButton } from '../../ui/Button';
import { NativeSelect } from '../../ui/Input';
import { LINE_TYPE_LABELS, type ChosenLineType } from '../lines';
import { checkForm, valueSum, type ContractLineInput, type FormField, type LineForm } from './sov';

const CELL = 'px-1.5 py-1.5 align-top';
const INPUT =
  'h-8 w-full min-w-0 rounded-md border border-border-strong bg-surface px-2 text-[13px] text-fg placeholder:text-fg-subtle ' +
  'focus:border-primary focus:outline-none focus:ring-[3px] focus:ring-ring/40 aria-[invalid=true]:border-danger ' +
  'disabled:cursor-not-allowed disabled:bg-muted disabled:text-fg-subtle';

export function SovLineForm({
  initial,
  itemId,
  lockedReason = null,
  onSave,
  onCancel,
  error,
  busy,
}: {
  initial: LineForm;
  itemId: string;
  /** Why the prices cannot change (a claim has an amount on the line); null when they can. */
  lockedReason?: string | null;
  onSave: (input: ContractLineInput) => Promise<boolean>;
  /** Editing an existing line: Cancel (and Escape) put it back. Adding: none. */
  onCancel?: () => void;
  error: string | null;
  busy: boolean;
}) {
  const [form, setForm] = useState<LineForm>(initial);
  const [tried, setTried] = useState(false);
  const checked = checkForm(form, itemId, lockedReason === null);
  const quantityLine = form.qty.trim() !== '';
  const sum = valueSum(form, checked.value);
  const adding = onCancel === undefined;

  const save = async () => {
    setTried(true);
    if (!checked.input || busy) return;
    if ((await onSave(checked.input)) && adding) {
      setForm(initial);
      setTried(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  const field = (name: FormField, label: string, extra: { placeholder?: string; numeric?: boolean; disabled?: boolean } = {}) => {
    const message = tried ? checked.errors[name] : undefined;
    return (
      <td className={CELL}>
        <input
          aria-label={label}
          name={name}
          value={form[name]}
          placeholder={extra.placeholder}
          disabled={extra.disabled || busy}
          title={extra.disabled && lockedReason ? lockedReason : undefined}
          aria-invalid={message ? true : undefined}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          onKeyDown={onKeyDown}
          autoFocus={name === 'description' && !adding}
          className={cn(INPUT, extra.numeric && 'text-right tabular')}
        />
        {message ? <span className="block px-1 pt-0.5 text-[11px] font-medium text-danger">{message}</span> : null}
      </td>
    );
  };
  const locked = lockedReason !== null;

  return (
    <>
      <tr data-testid={adding ? 'sov-add' : 'sov-edit'} className="bg-primary-soft/30">
        {field('description', 'Description', { placeholder: adding ? 'New line (Group >> Item)' : undefined })}
        <td className={CELL}>
          <NativeSelect
            aria-label="Type"
            value={form.type}
            disabled={busy}
            options={LINE_TYPE_LABELS}
            onChange={(e) => setForm({ ...form, type: e.target.value as ChosenLineType })}
            className="[&_select]:h-8 [&_select]:text-[13px]"
          />
        </td>
        {field('qty', 'Quantity', { placeholder: '—', numeric: true, disabled: locked })}
        {field('unit', 'Unit', { placeholder: quantityLine ? 'm, m2, ea' : '' })}
        {field('rate', 'Rate', { numeric: true, disabled: locked || !quantityLine, placeholder: quantityLine ? '0.00' : '' })}
        {quantityLine ? (
          <td className={cn(CELL, 'px-3 pt-3 text-right tabular text-fg')} aria-label="Contract value">
            {checked.value === null ? '—' : formatMoney(checked.value)}
          </td>
        ) : (
          field('value', 'Contract value', { numeric: true, disabled: locked, placeholder: '0.00' })
        )}
        <td className={cn(CELL, 'whitespace-nowrap pr-3 text-right')}>
          {adding ? (
            <Button size="sm" icon={<Plus />} onClick={save} loading={busy}>
              Add line
            </Button>
          ) : (
            <span className="inline-flex gap-1">
              <IconButton label="Save line" icon={<Check />} size="sm" variant="primary" onClick={save} loading={busy} />
              <IconButton label="Cancel" icon={<X />} size="sm" onClick={onCancel} disabled={busy} />
            </span>
          )}
        </td>
      </tr>
      {sum || error || locked ? (
        <tr className="bg-primary-soft/30">
          <td colSpan={7} className="px-3 pb-2 text-[12px]">
            {sum ? <span className="text-fg-muted" data-testid="sov-sum">{sum}</span> : null}
            {locked ? <span className="block text-warning-soft-fg">{lockedReason}</span> : null}
            {error ? <span role="alert" className="block font-medium text-danger">{error}</span> : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}
