/**
 * Retention held over time, per contract (issue 38), on the Retention page: a line per retention ledger
 * the organisation reaches, 'we hold' solid and 'held from us' dashed (never netted into one), drawn by
 * the money chart (loaded on demand), and the same figures in a table. A fragment of the Retention
 * page's query (`retentionHeldByMonth`, two SQL statements whatever the number of ledgers).
 */
import { lazy, Suspense, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RetentionHistoryCard_query$key } from '../__generated__/RetentionHistoryCard_query.graphql';
import { dollars } from '../lib/format';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Skeleton } from '../ui/Spinner';
import { Table, TBody, THead, Td, Th, Tr } from '../ui/Table';
import { retentionSeries } from './moneyFigures';

const MoneyChart = lazy(() => import(/* webpackChunkName: "money-chart" */ './MoneyChart'));

export const RETENTION_HISTORY_TITLE = 'Retention held over time';
export const RETENTION_HISTORY_DESCRIPTION =
  'Retention money held at the end of each month, per contract: solid lines what you hold on trust, dashed what others hold from you (CCA s 18C).';

const fragment = graphql`
  fragment RetentionHistoryCard_query on Query {
    retentionHeldByMonth {
      labels
      contracts {
        contractId
        siteName
        weHold
        counterparty
        held
      }
    }
  }
`;

export function RetentionHistoryCard({ query }: { query: RetentionHistoryCard_query$key }) {
  const data = useFragment(fragment, query);
  const found = data.retentionHeldByMonth;
  const labels = useMemo(() => [...(found?.labels ?? [])], [found]);
  const series = useMemo(() => retentionSeries(found?.contracts ?? []), [found]);
  if (!found || found.contracts.length === 0) return null;
  const label = `Line chart of retention held at the end of each month from ${labels[0]} to ${labels[labels.length - 1]}, one line per contract; the table below has the same figures.`;
  return (
    <Card data-testid="retention-history">
      <CardHeader title={RETENTION_HISTORY_TITLE} description={RETENTION_HISTORY_DESCRIPTION} />
      <CardBody className="flex flex-col gap-4">
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <MoneyChart kind="line" labels={labels} series={series} label={label} testId="retention-history-chart" />
        </Suspense>
        <div role="region" aria-label={RETENTION_HISTORY_TITLE} tabIndex={0} className="overflow-x-auto rounded-xl">
          <Table dense containerClassName="overflow-visible" data-testid="retention-history-table">
            <THead>
              <tr>
                <Th>Month</Th>
                {found.contracts.map((c, i) => (
                  <Th key={c.contractId} numeric>
                    {series[i].label}
                  </Th>
                ))}
              </tr>
            </THead>
            <TBody>
              {labels.map((month, m) => (
                <Tr key={month}>
                  <Th scope="row" className="text-sm normal-case tracking-normal text-fg">
                    {month}
                  </Th>
                  {found.contracts.map((c) => (
                    <Td key={c.contractId} numeric>
                      {dollars(c.held[m])}
                    </Td>
                  ))}
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      </CardBody>
    </Card>
  );
}
