/** The landing page's picture of a claim: its lines, totals and payment schedule. */
import { Check } from 'lucide-react';

const CLAIM_LINES = [
  { item: 'Site establishment', value: '24,000.00', pct: 100, toDate: '24,000.00' },
  { item: 'Foundations and slab', value: '186,500.00', pct: 85, toDate: '158,525.00' },
  { item: 'Structural framing', value: '242,000.00', pct: 40, toDate: '96,800.00' },
  { item: 'VO-03 Additional piles', value: '18,750.00', pct: 100, toDate: '18,750.00', variation: true },
];

/** A picture of a claim, drawn with the design system rather than a screenshot. */
export function ClaimPreview() {
  return (
    <div className="relative" role="img" aria-label="A progress claim in Claimdesk with its lines, totals and payment schedule">
      <div aria-hidden className="absolute -inset-6 -z-10 rounded-[2rem] bg-[radial-gradient(ellipse_at_top_right,var(--primary-soft),transparent_65%)]" />
      <div aria-hidden className="overflow-hidden rounded-2xl border border-border bg-surface shadow-lg">
        <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <p className="text-xs font-medium text-fg-subtle">Harbour View Apartments · Kāinga Build Ltd</p>
            <p className="mt-0.5 truncate text-[15px] font-semibold text-fg">Progress Claim 7 · July</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary-soft-fg">
            <span className="size-1.5 rounded-full bg-primary" />
            Schedule due 28 Aug
          </span>
        </div>
        <div className="px-5 py-3">
          <div className="grid grid-cols-[1fr_auto_auto] gap-x-4 border-b border-border pb-2 text-[11px] font-medium uppercase tracking-wide text-fg-subtle">
            <span>Item</span>
            <span className="w-12 text-right sm:w-24">Complete</span>
            <span className="w-20 text-right sm:w-24">To date</span>
          </div>
          {CLAIM_LINES.map((line) => (
            <div key={line.item} className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 border-b border-border/70 py-2.5 text-[13px] last:border-0">
              <span className="flex min-w-0 items-center gap-2 text-fg">
                <span className="truncate">{line.item}</span>
                {line.variation ? (
                  <span className="rounded bg-accent-soft px-1.5 py-px text-[10px] font-semibold text-accent-fg">VO</span>
                ) : null}
              </span>
              <span className="flex w-12 items-center justify-end gap-2 sm:w-24">
                <span className="hidden h-1.5 w-10 overflow-hidden rounded-full bg-muted sm:block">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${line.pct}%` }} />
                </span>
                <span className="w-8 text-right tabular text-fg-muted">{line.pct}%</span>
              </span>
              <span className="w-20 text-right tabular text-fg sm:w-24">{line.toDate}</span>
            </div>
          ))}
        </div>
        <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1.5 border-t border-border bg-muted/60 px-5 py-4 text-[13px]">
          <dt className="text-fg-muted">Gross to date</dt>
          <dd className="text-right tabular text-fg">298,075.00</dd>
          <dt className="text-fg-muted">Less retentions</dt>
          <dd className="text-right tabular text-fg">−14,903.75</dd>
          <dt className="text-fg-muted">Less previous claims</dt>
          <dd className="text-right tabular text-fg">−162,450.00</dd>
          <dt className="text-fg-muted">GST @ 15%</dt>
          <dd className="text-right tabular text-fg">18,108.19</dd>
          <dt className="pt-1.5 font-semibold text-fg">Net payment</dt>
          <dd className="pt-1.5 text-right text-base font-semibold tabular text-fg">$138,829.44</dd>
        </dl>
      </div>
      <div
        aria-hidden
        className="absolute -bottom-16 -left-4 hidden w-72 rounded-xl border border-border bg-surface p-4 shadow-lg sm:block lg:-left-10"
      >
        <div className="flex items-center gap-2.5">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-success-soft text-success-soft-fg">
            <Check className="size-4" strokeWidth={2.5} />
          </span>
          <div>
            <p className="text-[13px] font-semibold text-fg">Payment schedule received</p>
            <p className="text-xs text-fg-subtle">Scheduled in full · paying 20 Aug</p>
          </div>
        </div>
      </div>
    </div>
  );
}
