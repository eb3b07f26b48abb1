/**
 * The contract grid's money cells: a column's heading (a claim, linking to it, 'Draft' on the
 * supplier's draft; or a schedule, linking to it and back to the grid) and an item's amount in a column — a
 * schedule's cell that differs from the claim is rejected, in orange (the `rejected` token).
 */
import { Link } from 'react-router';
import { formatMoney } from '../../domain/money';
import { cn } from '../../lib/cn';
import { contractPath } from '../../projects/paths';
import { Badge } from '../../ui/Badge';
import { columnTitle, type GridColumn, type ShownColumn } from './grid';

export const NUMERIC = 'px-3 text-right tabular whitespace-nowrap';

export function ColumnHeading({
  org,
  owner,
  slug,
  columns,
  column,
}: {
  org: string;
  owner: string;
  slug: string;
  columns: ReadonlyArray<GridColumn>;
  column: ShownColumn;
}) {
  const claim = columns[column.index]!;
  const schedule = column.kind === 'schedule';
  return (
    <th scope="col" className={NUMERIC} data-testid={schedule ? 'grid-schedule-column' : undefined}>
      <Link
        to={
          schedule
            ? `${contractPath(org, owner, slug, 'claims', claim.number, 'schedule')}?from=${encodeURIComponent(contractPath(org, owner, slug, 'contract'))}`
            : contractPath(org, owner, slug, 'claims', claim.number)
        }
        className="hover:text-fg hover:underline"
      >
        {columnTitle(columns, column)}
      </Link>
      {!schedule && claim.isDraft ? (
        <Badge size="sm" tone="neutral" className="ml-1.5 normal-case tracking-normal">
          Draft
        </Badge>
      ) : null}
    </th>
  );
}

export function AmountCell({ amount, rejected }: { amount: number; rejected: boolean }) {
  return (
    <td
      className={cn(NUMERIC, rejected ? 'bg-rejected-soft font-medium text-rejected' : amount === 0 ? 'text-fg-subtle' : 'text-fg')}
      data-rejected={rejected || undefined}
      title={rejected ? 'Rejected: scheduled differently from the claim' : undefined}
    >
      {amount === 0 && !rejected ? '–' : formatMoney(amount)}
    </td>
  );
}
