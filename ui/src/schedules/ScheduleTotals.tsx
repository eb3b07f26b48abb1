/**
 * The schedule's totals, live as the payer types: scheduled excl GST (retention and the
 * adjustment included), GST, retention, the net scheduled, and the difference from the claim.
 */
import type { ScheduleTotals as Totals } from '../domain/schedules';
import { cn } from '../lib/cn';
import { dollars } from '../claims/format';

export function ScheduleTotals({ totals }: { totals: Pick<Totals, 'retention' | 'scheduleExcl' | 'scheduleTax' | 'net' | 'claimedNet' | 'difference'> }) {
  const rows: Array<[string, number, string?]> = [
    ['Retention', totals.retention],
    ['Scheduled excl. GST', totals.scheduleExcl],
    ['GST', totals.scheduleTax],
    ['Net scheduled', totals.net, 'net'],
    ['Claimed incl. GST', totals.claimedNet],
    ['Difference from claimed', -totals.difference, 'difference'],
  ];
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-y-1.5 text-sm" data-testid="schedule-totals" aria-live="polite">
      {rows.map(([label, cents, kind]) => (
        <div key={label} className={cn('contents', kind === 'net' && 'font-semibold')}>
          <dt className={cn('text-fg-muted', kind === 'net' && 'border-t border-border pt-1.5 text-fg')}>{label}</dt>
          <dd
            className={cn(
              'pl-6 text-right tabular text-fg',
              kind === 'net' && 'border-t border-border pt-1.5',
              kind === 'difference' && cents !== 0 && 'font-medium text-rejected',
            )}
            data-total={kind}
          >
            {dollars(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
