/**
 * The claimed amount on the claim document, as the PDF states it: the net payment and, when the
 * claim charges GST, its split ('… excl. GST + GST @ 15% …', 'incl. GST'). A claim of a supplier not
 * registered for GST (issue 34: `totals.chargesGst` false) says nothing of GST: its amount is the
 * whole of it.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { dollars } from '../../lib/format';

export interface ClaimedTotals {
  gstExclusive: unknown;
  gst: unknown;
  gstLabel: string;
  netPayment: unknown;
  chargesGst: boolean;
}

/** The words under 'Claimed amount' (null without GST) and after the amount. */
export function claimedAmountWords(totals: ClaimedTotals): { breakdown: string | null; suffix: string | null } {
  if (!totals.chargesGst) return { breakdown: null, suffix: null };
  return {
    breakdown: `${dollars(Number(totals.gstExclusive))} excl. GST + ${totals.gstLabel} ${dollars(Number(totals.gst))}`,
    suffix: 'incl. GST',
  };
}

export function ClaimedAmount({ totals, due, pending }: { totals: ClaimedTotals; due: ReactNode; pending: boolean }) {
  const { breakdown, suffix } = claimedAmountWords(totals);
  return (
    <div
      className="flex flex-col gap-1 rounded-lg border border-primary/20 bg-primary-soft/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="claimed-amount"
    >
      <div className="text-sm text-fg-muted">
        Claimed amount{due}
        {breakdown ? <div className="text-xs text-fg-subtle">{breakdown}</div> : null}
      </div>
      <div className={cn('text-2xl font-semibold tabular text-fg', pending && 'opacity-60')}>
        {dollars(Number(totals.netPayment))}
        {suffix ? <span className="ml-1.5 text-sm font-normal text-fg-muted">{suffix}</span> : null}
      </div>
    </div>
  );
}
