/**
 * Money in and money out by month (issue 40, 'A project's money, drawn'): a chart, the same figures in
 * a table and as a CSV (written by the server), and retention both ways. Shown on a project's Money
 * tab (ProjectMoneyTab) and on the organisation's Money page (MoneyPage); every figure comes from the
 * server (app/payments/money.py). The chart's library loads only when a chart is shown.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Download, ChartColumn } from 'lucide-react';
import type { MoneyView_money$key } from '../__generated__/MoneyView_money.graphql';
import { downloadText } from '../lib/download';
import { cn } from '../lib/cn';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Spinner';
import { MoneyRetention } from './MoneyRetention';
import { MoneyTable } from './MoneyTable';
import { chartLabel, seriesOf, VIEW_LABELS, viewsOf, type View } from './moneyFigures';
import { CHART_VIEWS_LABEL, DOWNLOAD_CSV, NO_CLAIMS_DESCRIPTION, NO_CLAIMS_YET } from './texts';

const MoneyChart = lazy(() => import(/* webpackChunkName: "money-chart" */ './MoneyChart'));

const fragment = graphql`
  fragment MoneyView_money on Money {
    hasMoneyIn
    hasMoneyOut
    isHeadContractor
    csv
    csvFileName
    notLegalAdvice
    months {
      period
      label
      moneyIn {
        claimed
        scheduled
        payable
        paid
        outstanding
        retentionWithheld
      }
      moneyOut {
        claimed
        scheduled
        payable
        paid
        outstanding
        retentionWithheld
      }
    }
    ...MoneyTable_money
    ...MoneyRetention_money
  }
`;

export function MoneyView({ money }: { money: MoneyView_money$key }) {
  const data = useFragment(fragment, money);
  const views = viewsOf(data.hasMoneyIn, data.hasMoneyOut);
  // A head contractor opens on receivable against payable; anyone else on its one side.
  const [chosen, setChosen] = useState<View | null>(null);
  const view: View = chosen ?? (data.isHeadContractor ? 'compare' : (views[0] ?? 'in'));
  const labels = useMemo(() => data.months.map((m) => m.label), [data.months]);
  const series = useMemo(() => seriesOf(data.months, view), [data.months, view]);

  if (data.months.length === 0) {
    return <EmptyState bordered compact icon={<ChartColumn />} title={NO_CLAIMS_YET} description={NO_CLAIMS_DESCRIPTION} />;
  }
  return (
    <div className="flex flex-col gap-5" data-testid="money">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={CHART_VIEWS_LABEL} className="inline-flex rounded-lg border border-border bg-muted p-0.5">
          {views.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={v === view}
              onClick={() => setChosen(v)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-fg-muted transition-colors hover:text-fg',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                v === view && 'bg-surface text-fg shadow-xs',
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
        <Button variant="secondary" size="sm" icon={<Download />} onClick={() => downloadText(data.csvFileName, data.csv)}>
          {DOWNLOAD_CSV}
        </Button>
      </div>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <MoneyChart labels={labels} series={series} label={chartLabel(view, data.months)} />
      </Suspense>
      <MoneyTable money={data} />
      <MoneyRetention money={data} />
      <p className="text-xs text-fg-subtle">Amounts include GST. {data.notLegalAdvice}</p>
    </div>
  );
}
