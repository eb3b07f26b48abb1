/**
 * Beside a release of retention line (issue 38, app/retention/release_check.py): the payer scheduling more
 * of it than is still held of its stage — a release recorded by hand meanwhile paid part of it — is told
 * before sending ('Only $X of this release is still held: $Y was released on {date}.'). The server names
 * what is held (PaymentSchedule.retentionReleaseWarnings); the warning shows while the line schedules more
 * than that, so lowering it to what is held clears it at once. A warning, not an error: sending stays
 * allowed, and the schedule's released entry writes only what is held.
 */
import { TriangleAlert } from 'lucide-react';

export interface HeldWarning {
  readonly itemId: string;
  readonly held: number | string;
  readonly message: string;
}

/** The warning for a line as now scheduled, or null. */
export function releaseHeldWarning(warnings: ReadonlyArray<HeldWarning>, itemId: string, scheduled: number): string | null {
  const found = warnings.find((w) => w.itemId === itemId);
  return found && scheduled > Number(found.held) ? found.message : null;
}

export function ReleaseHeldWarning({ message }: { message: string }) {
  return (
    <p role="note" className="flex items-start gap-1.5 pb-1.5 pt-0.5 text-xs leading-snug text-warning-soft-fg" data-testid="release-held-warning">
      <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
