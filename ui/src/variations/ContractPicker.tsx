/**
 * The recipient contracts of a new issue: a multi-select with search (recipients.ts). Arrow keys
 * move through the list, Enter chooses, Escape closes it, Backspace in an empty box removes the
 * last contract; when nothing is left it says 'All subcontracts selected' or 'No results'.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Building2, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { CONTROL_CLASSES } from '../ui/Input';
import { contractLabel, emptyMessage, remainingContracts, SELECT_CONTRACTS, type RecipientContract } from './recipients';

export function ContractPicker({
  contracts,
  value,
  onChange,
  id,
  invalid,
}: {
  contracts: ReadonlyArray<RecipientContract>;
  value: ReadonlyArray<RecipientContract>;
  onChange: (next: RecipientContract[]) => void;
  id?: string;
  invalid?: boolean;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = remainingContracts(contracts, value, text);

  const choose = (contract: RecipientContract) => {
    onChange([...value, contract]);
    setText('');
    setActive(0);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(shown.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && shown[active]) choose(shown[active]);
      else setOpen(true);
    } else if (event.key === 'Escape') {
      if (open) {
        event.stopPropagation();
        setOpen(false);
      }
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="relative">
      <div
        className={cn(
          CONTROL_CLASSES,
          'flex min-h-9 flex-wrap items-center gap-1.5 px-2 py-1 focus-within:border-primary focus-within:ring-[3px] focus-within:ring-ring/40',
          invalid && 'border-danger',
        )}
        onClick={() => inputRef.current?.focus()}
      >
        {value.map((c) => (
          <span
            key={c.id}
            data-testid="contract-chip"
            className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-primary-soft py-0.5 pl-2 pr-1 text-[13px] text-primary-soft-fg"
          >
            <Building2 aria-hidden className="size-3.5" />
            <span className="truncate">{contractLabel(c)}</span>
            <button
              type="button"
              aria-label={`Remove ${contractLabel(c)}`}
              className="inline-flex size-5 items-center justify-center rounded hover:bg-surface/60"
              onClick={(event) => {
                event.stopPropagation();
                onChange(value.filter((x) => x.id !== c.id));
              }}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          autoComplete="off"
          value={text}
          placeholder={value.length ? '' : SELECT_CONTRACTS}
          data-testid="contract-picker"
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="h-7 min-w-[12rem] flex-1 bg-transparent px-1 text-sm text-fg outline-none placeholder:text-fg-subtle"
        />
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-80 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg animate-slide-up"
        >
          {shown.length ? (
            shown.map((c, index) => (
              <button
                key={c.id}
                type="button"
                role="option"
                aria-selected={index === active}
                data-testid="contract-option"
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(c)}
                className={cn('flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm', index === active ? 'bg-hover' : '')}
              >
                <Building2 aria-hidden className="size-4 shrink-0 text-fg-subtle" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-fg">{contractLabel(c)}</span>
                  <span className="block truncate text-[12px] text-fg-muted">
                    {c.supplierEntityName || c.supplierName} · {c.ownerSlug}/{c.slug}
                  </span>
                </span>
              </button>
            ))
          ) : (
            <p className="px-3 py-2 text-sm text-fg-muted">{emptyMessage(contracts, value)}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
