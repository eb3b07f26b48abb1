/**
 * The styling of an editable grid cell (the claim's lines, claims/grid/CellInput.tsx; the payment
 * schedule's, schedules/ScheduleCell.tsx): the input's classes and the message under a refused cell.
 */
import { cn } from '../lib/cn';

/** An editable grid cell's input (the claim's lines, the payment schedule's): `shape` sizes and
 * aligns it; a message marks it refused; a cell being typed into stands out. Its colours change at
 * once, without a transition: in a 500-line grid the fading border and background of the two cells
 * of each Enter painted about ten frames (150 ms) of 7-9 ms of main-thread work each, which the next
 * keys could wait behind. */
export function cellInputClass(shape: string, message: string | null, editing: boolean): string {
  return cn(
    'w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 text-[13px] text-fg outline-none',
    'placeholder:text-fg-subtle/70 hover:border-border-strong focus:border-primary focus:bg-surface focus:ring-[3px] focus:ring-ring/30',
    shape,
    message && 'border-danger/60 bg-danger-soft/40 focus:border-danger focus:ring-danger/20',
    editing && !message && 'bg-surface',
  );
}

/** The message under a refused (or required) cell. */
export function CellMessage({ message, alignRight }: { message: string; alignRight: boolean }) {
  return (
    <span data-cell-error className={cn('px-2 pb-0.5 text-[11px] font-medium text-danger', alignRight && 'text-right')}>
      {message}
    </span>
  );
}
