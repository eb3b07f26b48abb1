/**
 * One editable cell of a claim line: commits on Enter or when it loses focus (Enter moves to
 * the same cell of the next line, Escape puts it back), shows its message ('Required',
 * '0 – 100%', ...) when what was typed is refused, and asks before a unit price of zero clears
 * the line's amount. A description grows to show all of itself and says it is too long as soon
 * as it is. `refusal` is the server's message about this cell's value (a held-back line).
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { BillingMode } from '../../domain/claims';
import { cellInputClass, CellMessage } from '../../ui/CellInput';
import { confirmDialog } from '../../ui/confirm';
import type { LineChange } from '../ledger/edits';
import type { Line } from '../lines';
import { isLumpSum } from '../lines';
import { cellChange, cellText, descriptionProblem, quantityCell, type Column } from './columns';
import { REQUIRED } from '../texts';

export const UNIT_PRICE_ZERO_TITLE = 'Set the unit price to zero?';

/**
 * What is typed stays in the input (not in React state) until it is committed: a keystroke renders
 * nothing unless the cell's message changes (a description going over its limit, or back), so a
 * burst of keys in a 500-line grid costs the input's own work and no render of its row.
 */
export function CellInput({
  line,
  column,
  mode,
  onCommit,
  autoFocus,
  onFocused,
  nextItemId,
  refusal = null,
}: {
  refusal?: string | null;
  line: Line;
  column: Column;
  mode: BillingMode;
  onCommit: (change: LineChange) => void;
  autoFocus: boolean;
  onFocused: () => void;
  nextItemId: string | null;
}) {
  const shown = cellText(line, column);
  // What was typed and not yet committed (null: the cell shows the line's value).
  const typed = useRef<string | null>(null);
  const [editing, setEditing] = useState(false);
  // The description's problem while typing ('Too long ...'), kept only when it changes.
  const [typing, setTyping] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (autoFocus) {
      ref.current?.focus();
      onFocused();
    }
  }, [autoFocus, onFocused]);

  // A cell not being typed into shows the line's value (a save, a poll, a committed edit).
  useLayoutEffect(() => {
    if (!editing && ref.current && ref.current.value !== shown) ref.current.value = shown;
  }, [editing, shown]);

  const putBack = () => {
    typed.current = null;
    setEditing(false);
    setTyping(null);
    setError(null);
    if (ref.current) ref.current.value = shown;
  };

  const commit = async (): Promise<boolean> => {
    const text = typed.current;
    if (text === null || busy.current) return true;
    const result = cellChange(line, column, text, mode);
    if ('error' in result) {
      setError(result.error);
      return false;
    }
    if (result.confirm) {
      busy.current = true;
      const yes = await confirmDialog({
        title: UNIT_PRICE_ZERO_TITLE,
        description: result.confirm,
        actionLabel: 'Set to zero',
        tone: 'danger',
      });
      busy.current = false;
      if (!yes) {
        putBack();
        return true;
      }
    }
    typed.current = null;
    // The cell shows what was typed until its saved line does (one transition: the sections
    // render staged edits as transitions, after the frame of the key, useLedgerPush.ts).
    startTransition(() => {
      if (result.change) onCommit(result.change);
      setEditing(false);
      setTyping(null);
      setError(null);
    });
    return true;
  };

  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      // The cell is put back and keeps the focus, its value selected to be typed over: blurring
      // dropped the focus on the page body, where a second Escape left the claim (WCAG 2.4.3).
      putBack();
      event.currentTarget.select();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const nextInput = nextItemId ? nextCell(event.currentTarget, nextItemId, column.key) : null;
      // What was typed is fine as it is: the focus moves first and the blur commits it, so the
      // page lays out once for both (focusing after the saved line's render forces a layout).
      const pending = typed.current === null || busy.current ? null : cellChange(line, column, typed.current, mode);
      if (nextInput && (pending === null || !('error' in pending || pending.confirm))) {
        moveFocus(nextInput);
        return;
      }
      const ok = await commit();
      if (ok && nextInput) moveFocus(nextInput);
    }
  };

  const isName = column.key === 'name';
  const empty = isName && !line.name && !editing;
  // Too long says so while typing (an empty description only once it is left, as 'Required').
  const message = error ?? (typing !== REQUIRED ? typing : null) ?? refusal ?? (empty ? REQUIRED : null);
  return (
    <div className="flex flex-col">
      <div className="flex items-center">
        {isName && line.group.length ? (
          <span className="shrink-0 pl-2 text-[12px] text-fg-subtle">{line.group.join(' › ')} ›</span>
        ) : null}
        {(() => {
          const props = {
            ref,
            'data-col': column.key,
            name: column.key,
            'aria-label': `${column.label}${line.name ? ` of ${line.name}` : ''}`,
            'aria-invalid': message ? true : undefined,
            defaultValue: shown,
            placeholder: isName
              ? '(required)'
              : quantityCell(column.key) && isLumpSum(line)
                ? ''
                : column.kind === 'money'
                  ? '0.00'
                  : column.kind === 'percent'
                    ? '0%'
                    : '0',
            autoComplete: 'off',
            onFocus: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => selectAll(e.currentTarget),
            onChange: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => {
              typed.current = e.target.value;
              if (!editing) setEditing(true);
              if (isName) {
                const problem = descriptionProblem(e.target.value);
                if (problem !== typing) setTyping(problem);
              }
              if (error) setError(null);
            },
            onBlur: () => void commit(),
            onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void onKeyDown(e),
            className: cellInputClass(
              isName ? 'min-h-8 resize-none py-[7px] text-left leading-[16px] [field-sizing:content]' : 'h-8 text-right tabular',
              message,
              editing,
            ),
          };
          // A description grows to show all of itself; Enter still commits (no line breaks).
          return isName ? <textarea rows={1} {...props} /> : <input inputMode="decimal" {...props} />;
        })()}
      </div>
      {message ? <CellMessage message={message} alignRight={!isName} /> : null}
    </div>
  );
}

/**
 * The same column's input on the next line: the next row of the table (the grid renders its lines
 * in order), found from this one rather than by searching a 500-line document at each Enter.
 */
function nextCell(from: HTMLElement, itemId: string, key: string): HTMLInputElement | HTMLTextAreaElement | null {
  const row = from.closest('tr')?.nextElementSibling;
  if (!(row instanceof HTMLElement) || row.dataset.item !== itemId) return null;
  return row.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-col="${key}"]`);
}

/** What a cell shows is selected when it takes the focus, so that typing replaces it. */
function selectAll(input: HTMLInputElement | HTMLTextAreaElement) {
  if (input.selectionStart !== 0 || input.selectionEnd !== input.value.length) input.select();
}

/**
 * Enter's move to the next line, as cheap as a focus can be: the text is selected before the focus
 * (which restores it) rather than again after it, and the page scrolls only when the cell is not
 * already in view (its box is read before the focus changes anything: at a typist's pace the last
 * frame has laid the page out, and in a burst the focus would have laid it out anyway).
 */
function moveFocus(input: HTMLInputElement | HTMLTextAreaElement) {
  input.setSelectionRange(0, input.value.length);
  const box = input.getBoundingClientRect();
  input.focus({ preventScroll: box.top >= 0 && box.bottom <= window.innerHeight });
}
