/**
 * A cell of the schedule's grid, typed into the way the claim grid's cells are
 * (claims/grid/CellInput.tsx): it commits on Enter or when it loses focus, Enter moves to the
 * same cell of the next line, Escape puts it back; an amount that cannot be read shows the
 * money rules' message and is not committed. `message` is the cell's own ('Required'). It looks
 * like the claim grid's cell (ui/CellInput.tsx: cellInputClass, CellMessage).
 */
import { useState, type KeyboardEvent } from 'react';
import { cellInputClass, CellMessage } from '../ui/CellInput';
import { formatMoney, parseMoney } from '../domain/money';
import { RuleError } from '../domain/ruleError';

export function ScheduleCell({
  kind,
  col,
  label,
  value,
  onCommit,
  message,
  placeholder,
  nextItemId,
  disabled,
}: {
  kind: 'money' | 'text';
  /** The column's key: Enter finds the next line's cell by it. */
  col: string;
  label: string;
  value: number | string;
  onCommit: (value: number | string) => void;
  message?: string | null;
  placeholder?: string;
  nextItemId: string | null;
  disabled?: boolean;
}) {
  const shown = kind === 'money' ? formatMoney(Number(value)) : String(value);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const commit = (): boolean => {
    if (text === null) return true;
    let next: number | string = text;
    if (kind === 'money') {
      try {
        next = parseMoney(text.trim() === '' ? '0' : text);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        setError(e.message);
        return false;
      }
    }
    if (next !== value) onCommit(next);
    setText(null);
    setError(null);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setText(null);
      setError(null);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (commit() && nextItemId) {
        document.querySelector<HTMLElement>(`tr[data-item="${CSS.escape(nextItemId)}"] [data-col="${col}"]`)?.focus();
      }
    }
  };

  // What is being typed answers the cell's own message ('Required') until it is committed.
  const shownMessage = error ?? (text !== null && text.trim() ? null : (message ?? null));
  return (
    <div className="flex flex-col">
      <input
        data-col={col}
        name={col}
        aria-label={label}
        aria-invalid={shownMessage ? true : undefined}
        value={text ?? shown}
        placeholder={placeholder ?? (kind === 'money' ? '0.00' : '')}
        autoComplete="off"
        inputMode={kind === 'money' ? 'decimal' : undefined}
        disabled={disabled}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        className={cellInputClass(kind === 'money' ? 'h-8 text-right tabular' : 'h-8 text-left', shownMessage, text !== null)}
      />
      {shownMessage ? <CellMessage message={shownMessage} alignRight={kind === 'money'} /> : null}
    </div>
  );
}
