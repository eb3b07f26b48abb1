/**
 * The Contract tab of the contract page: the ledger as a grid (grid.ts) — a row per item with
 * its quote, a column per claim (the draft too, for the supplier side) and a schedule column
 * after each scheduled claim (adjusted cells rejected, in orange), To Date and Remaining, and
 * the totals rows Total excl, GST and Payment. Polled every 30 s. 'Export grid as CSV'
 * downloads it; 'Export ledger as CSV' downloads every ledger entry, written by the server
 * (ledgerDownload.ts); 'There are no entries in the ledger yet.' when empty. Above the grid, the
 * contract's schedule of values (../schedule/ScheduleOfValues.tsx), which each new claim starts from.
 */
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Download, Table2 } from 'lucide-react';
import type { ContractGridTabQuery } from '../../__generated__/ContractGridTabQuery.graphql';
import type { ContractGridTabVersionQuery } from '../../__generated__/ContractGridTabVersionQuery.graphql';
import { usePoll } from '../../lib/usePoll';
import { formatMoney } from '../../domain/money';
import { cn } from '../../lib/cn';
import { downloadText } from '../../lib/download';
import type { ContractTabProps } from '../../projects/contractTabTypes';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { AmountCell, ColumnHeading, NUMERIC } from './GridCells';
import { downloadLedger } from './ledgerDownload';
import { ScheduleOfValues } from '../schedule/ScheduleOfValues';
import { gridCell, gridCsv, gridRows, gridTotals, isRelease, placeAdjustments, shownColumns, type GridColumn, type GridItem } from './grid';
import { Badge } from '../../ui/Badge';
import type { LineType } from '../lines';
import { VariationLineName } from '../../variations/VariationLineName';

export const EMPTY_LEDGER = 'There are no entries in the ledger yet.';
export const GRID_POLL_MS = 30_000;

const query = graphql`
  query ContractGridTabQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      id
      slug
      ledgerVersion
      owner {
        slug
      }
      ...ScheduleOfValues_contract
      ledger {
        ledgerRev
        isDraftView
        columns {
          number
          rev
          isDraft
          status
          title
          totals {
            gstExclusive
            gst
            netPayment
          }
          claim {
            schedule {
              status
              scheduleExcl
              scheduleTax
            }
          }
        }
        adjustments: entries(mode: Adjustment) {
          itemId
          number
          mode
          amount
        }
        items {
          itemId
          type
          name
          groupPath
          position
          totalPrice
          amounts
          toDate
          remaining
          isVoided
          isRetention
          head {
            variation {
              issueNumber
              contractId
              isApproved
              label
            }
          }
        }
      }
    }
  }
`;

const versionQuery = graphql`
  query ContractGridTabVersionQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      id
      ledgerVersion
    }
  }
`;

export function ContractGridTab({ org, owner, slug }: ContractTabProps) {
  const variables = { owner, slug };
  const data = useLazyLoadQuery<ContractGridTabQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  usePoll<ContractGridTabQuery, ContractGridTabVersionQuery>(query, variables, GRID_POLL_MS, undefined, {
    query: versionQuery,
    variables,
    read: (d) => d.contract?.ledgerVersion,
    loadedOf: (d) => d.contract?.ledgerVersion,
    loaded: data.contract?.ledgerVersion,
  });

  const environment = useRelayEnvironment();
  const ledger = data.contract?.ledger;
  if (!ledger || !data.contract) return null;
  const schedule = (
    <ScheduleOfValues contractRef={data.contract} onChanged={() => fetchQuery(environment, query, variables).subscribe({})} />
  );
  const columns: GridColumn[] = ledger.columns.map((c) => ({
    number: c.number,
    title: c.title,
    isDraft: c.isDraft,
    status: c.status,
    totals: {
      gstExclusive: Number(c.totals.gstExclusive),
      gst: Number(c.totals.gst),
      netPayment: Number(c.totals.netPayment),
    },
    schedule:
      c.claim.schedule?.status === 'Sent'
        ? { excl: Number(c.claim.schedule.scheduleExcl), tax: Number(c.claim.schedule.scheduleTax) }
        : null,
  }));
  const items: GridItem[] = ledger.items.map((i) => ({
    itemId: i.itemId,
    type: i.type as LineType,
    name: i.name,
    groupPath: i.groupPath,
    position: Number(i.position),
    totalPrice: Number(i.totalPrice),
    amounts: (i.amounts as number[]).map(Number),
    toDate: Number(i.toDate),
    remaining: Number(i.remaining),
    isVoided: i.isVoided,
    isRetention: i.isRetention,
    variation: i.head.variation,
  }));
  if (!items.length) {
    return (
      <div className="flex flex-col gap-4">
        {schedule}
        <EmptyState bordered compact icon={<Table2 />} title={EMPTY_LEDGER} description="Lines appear here once a claim has them." />
      </div>
    );
  }
  const rows = gridRows(items);
  const totals = gridTotals(columns);
  const shown = shownColumns(columns);
  const placed = placeAdjustments(
    columns,
    items,
    ledger.adjustments.map((e) => ({ itemId: e.itemId, number: e.number, mode: e.mode, amount: Number(e.amount) })),
  );
  // Neither retention nor a release of it is work quoted: the quote's totals leave both out.
  const quoted = items.filter((i) => !i.isRetention && !isRelease(i));
  const quoteTotal = quoted.reduce((a, i) => a + i.totalPrice, 0);
  const remainingTotal = quoted.reduce((a, i) => a + i.remaining, 0);
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const numeric = NUMERIC;
  const sticky = 'sticky left-0 z-[1] bg-surface';

  return (
    <div className="flex flex-col gap-3">
      {schedule}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {placed.problems.length ? (
          <ul role="status" className="flex flex-col gap-0.5 text-[13px] text-warning-soft-fg" data-testid="grid-problems">
            {placed.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <Button
          className="ml-auto"
          variant="secondary"
          size="sm"
          icon={<Download />}
          onClick={() => downloadText(`${owner}-${slug}-grid-${stamp}.csv`, gridCsv(columns, items, placed))}
        >
          Export grid as CSV
        </Button>
        <Button variant="secondary" size="sm" icon={<Download />} onClick={() => downloadLedger(org, data.contract!.id)}>
          Export ledger as CSV
        </Button>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-xs">
        <table className="w-full border-separate border-spacing-0 text-[13px]" aria-label="Contract grid" data-testid="contract-grid">
          <thead>
            <tr className="[&>th]:h-10 [&>th]:border-b [&>th]:border-border [&>th]:bg-muted [&>th]:text-[11px] [&>th]:font-semibold [&>th]:uppercase [&>th]:tracking-wide [&>th]:text-fg-subtle">
              <th scope="col" className={cn('min-w-[14rem] pl-4 pr-3 text-left', sticky, 'bg-muted')}>
                Item
              </th>
              <th scope="col" className={numeric}>
                Quote
              </th>
              {shown.map((col) => (
                <ColumnHeading key={`${col.kind}-${col.index}`} org={org} owner={owner} slug={slug} columns={columns} column={col} />
              ))}
              <th scope="col" className={numeric}>
                To Date
              </th>
              <th scope="col" className={cn(numeric, 'pr-4')}>
                Remaining
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) =>
              row.kind === 'section' ? (
                <tr key={`s-${row.title}`}>
                  <th
                    scope="rowgroup"
                    colSpan={shown.length + 4}
                    className={cn(
                      'h-8 border-b border-border bg-muted/50 pl-4 text-left text-xs font-semibold text-fg',
                      index > 0 && 'border-t',
                    )}
                  >
                    {row.title}
                  </th>
                </tr>
              ) : (
                <tr key={row.item.itemId} className="[&>td]:h-9 [&>td]:border-b [&>td]:border-border hover:[&>td]:bg-muted/60" data-testid="grid-row">
                  <td className={cn('pl-4 pr-3', sticky)}>
                    {row.item.variation && !row.item.isVoided ? (
                      <VariationLineName variation={row.item.variation} name={row.item.name} />
                    ) : (
                      <span className={cn('text-fg', row.item.isVoided && 'text-fg-subtle line-through')}>
                        {row.item.groupPath ? <span className="text-fg-subtle">{row.item.groupPath.replace(/ >> /g, ' › ')} › </span> : null}
                        {row.item.name || '—'}
                        {isRelease(row.item) ? (
                          <Badge size="sm" className="ml-2" data-testid="grid-release-type">
                            Retention release
                          </Badge>
                        ) : null}
                      </span>
                    )}
                  </td>
                  <td className={cn(numeric, 'text-fg-muted')}>{row.item.isRetention || isRelease(row.item) ? '' : formatMoney(row.item.totalPrice)}</td>
                  {shown.map((col, i) => (
                    <AmountCell key={i} {...gridCell(row.item, col, placed)} />
                  ))}
                  <td className={cn(numeric, 'font-medium text-fg')}>{formatMoney(row.item.toDate)}</td>
                  <td className={cn(numeric, 'pr-4 text-fg-muted')}>{row.item.isRetention || isRelease(row.item) ? '' : formatMoney(row.item.remaining)}</td>
                </tr>
              ),
            )}
          </tbody>
          <tfoot>
            {totals.map((t, i) => (
              <tr
                key={t.label}
                className={cn(
                  '[&>td]:h-9 [&>td]:bg-muted/60 [&>th]:bg-muted/60',
                  i === 0 && '[&>td]:border-t [&>td]:border-border-strong [&>th]:border-t [&>th]:border-border-strong',
                  t.label === 'Payment' && 'font-semibold',
                )}
                data-testid="grid-total"
              >
                <th scope="row" className={cn('pl-4 pr-3 text-left font-medium text-fg', sticky, 'bg-muted')}>
                  {t.label}
                </th>
                <td className={cn(numeric, 'text-fg-muted')}>{t.label === 'Total excl' ? formatMoney(quoteTotal) : ''}</td>
                {t.perColumn.map((amount, j) => (
                  <td key={j} className={cn(numeric, 'text-fg')}>
                    {formatMoney(amount)}
                  </td>
                ))}
                <td className={cn(numeric, 'text-fg')}>{formatMoney(t.toDate)}</td>
                <td className={cn(numeric, 'pr-4 text-fg-muted')}>{t.label === 'Total excl' ? formatMoney(remainingTotal) : ''}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </div>
  );
}

export default ContractGridTab;
