/**
 * The s 13 guard's warning beside a reason for paying less (issue 40): the server's answer
 * (PaymentSchedule.payWhenPaidWarnings, app/schedules/guard.py), shown while the reason still holds
 * the words it found — so a reason edited away loses its warning at once, and a new one gains it with
 * the next save (about a second). A warning, not an error: sending stays allowed.
 */
import { TriangleAlert } from 'lucide-react';

export interface ServerWarning {
  readonly itemId: string | null | undefined;
  readonly note: number | null | undefined;
  readonly words: string;
  readonly message: string;
}

/** The warning still true of `text`: the server's, while the text holds the words it found. */
function stillSaid(warning: ServerWarning | undefined, text: string): string | null {
  if (!warning) return null;
  return text.toLowerCase().includes(warning.words.toLowerCase()) ? warning.message : null;
}

/** The warning for a line's reason as now typed, or null. */
export function lineWarning(warnings: ReadonlyArray<ServerWarning>, itemId: string, reason: string): string | null {
  return stillSaid(warnings.find((w) => w.itemId === itemId), reason);
}

/** The warning for the note at `index` as now listed, or null. */
export function noteWarning(warnings: ReadonlyArray<ServerWarning>, index: number, text: string): string | null {
  return stillSaid(warnings.find((w) => w.note === index), text);
}

export function PayWhenPaidWarning({ message, id }: { message: string; id?: string }) {
  return (
    <p id={id} role="note" className="flex items-start gap-1.5 px-2 pb-1.5 pt-0.5 text-xs leading-snug text-warning-soft-fg" data-testid="pay-when-paid-warning">
      <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
