/**
 * The cut-off of a subcontract claim (issue 40; app/payments/cutoffs.py): sent after the head claim
 * for its period was sent, it reads 'not in your claim for {period}; include it next period', in the
 * server's words (the period too). Only the head contractor is answered the text; anyone else reads
 * nothing. On the claim lists (a row's short note, whole on hover and to a screen reader) and on the
 * claim page (a line under its heading).
 */
import { graphql, useFragment } from 'react-relay';
import { CalendarClock } from 'lucide-react';
import type { CutoffNote_claim$key } from '../__generated__/CutoffNote_claim.graphql';
import { cn } from '../lib/cn';

const fragment = graphql`
  fragment CutoffNote_claim on Claim {
    cutoffText
  }
`;

export function CutoffNote({ claim: ref, variant = 'line', className }: { claim: CutoffNote_claim$key; variant?: 'row' | 'line'; className?: string }) {
  const { cutoffText } = useFragment(fragment, ref);
  if (!cutoffText) return null;
  if (variant === 'row') {
    return (
      <span
        title={cutoffText}
        data-testid="claim-cutoff"
        className={cn('inline-flex min-w-0 shrink items-center gap-1 text-xs text-warning-soft-fg', className)}
      >
        <CalendarClock aria-hidden className="size-3.5 shrink-0" />
        <span className="truncate">{cutoffText}</span>
      </span>
    );
  }
  return (
    <p data-testid="claim-cutoff" className={cn('flex items-center gap-1.5 text-sm text-warning-soft-fg', className)}>
      <CalendarClock aria-hidden className="size-4 shrink-0" />
      {cutoffText}
    </p>
  );
}
