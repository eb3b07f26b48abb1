/**
 * The schedule's totals, live as the payer types: scheduled excl GST (retention and the
 * adjustment included), GST, retention, the net scheduled, and the difference from the claim.
 * `error` is the total's own message (below nil, or the server's refusal naming `scheduleExcl`),
 * shown beside the net scheduled it is about.
 */
import { CircleAlert } from 'lucide-react';
import type { ScheduleTotals as Totals } from '../domain/schedules';
import { cn } from '../lib/cn';
import { dollars } from '../lib/format';

export const TOTAL_ERROR_ID = 'schedule-total-error';

export function ScheduleTotals({
  totals,
  error,
  chargesGst = true,
}: {
  totals: Pick<Totals, 'retention' | 'scheduleExcl' | 'scheduleTax' | 'net' | 'claimedNet' | 'difference'>;
  error?: string | null;
  /** False for a claim of a supplier not registered for GST (issue 34): no GST rows. */
  chargesGst?: boolean;
}) {
  const rows: Array<[string, number, string?]> = chargesGst
    ? [
        ['Retention', totals.retention],
        ['Scheduled excl. GST', totals.scheduleExcl],
        ['GST', totals.scheduleTax],
        ['Net scheduled', totals.net, 'net'],
        ['Claimed incl. GST', totals.claimedNet],
        ['Difference from claimed', -totals.difference, 'difference'],
      ]
    : [
        ['Retention', totals.retention],
        ['Net scheduled', totals.net, 'net'],
        ['Claimed', totals.claimedNet],
        ['Difference from claimed', -totals.difference, 'difference'],
      ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-y-1.5 text-sm" data-testid="schedule-totals" aria-live="polite">
        {rows.map(([label, cents, kind]) => (
          <div key={label} className={cn('contents', kind === 'net' && 'font-semibold')}>
            <dt className={cn('text-fg-muted', kind === 'net' && 'border-t border-border pt-1.5 text-fg')}>{label}</dt>
            <dd
              className={cn(
                'pl-6 text-right tabular text-fg',
                kind === 'net' && 'border-t border-border pt-1.5',
                kind === 'net' && error && 'text-danger-soft-fg',
                kind === 'difference' && cents !== 0 && 'font-medium text-rejected',
              )}
              data-total={kind}
              aria-describedby={kind === 'net' && error ? TOTAL_ERROR_ID : undefined}
            >
              {dollars(cents)}
            </dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p id={TOTAL_ERROR_ID} aria-live="polite" className="flex items-start gap-1.5 text-[13px] text-danger-soft-fg" data-field-error data-testid="schedule-total-error">
          <CircleAlert aria-hidden className="mt-[3px] size-3.5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
