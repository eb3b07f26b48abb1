/**
 * A row of the home's claim lists (40 px): a checkbox to select it, the project label and claim
 * number linking to the claim page, the amount, the badges (the one rule: ClaimBadges), the due
 * date and, in Sent, the overdue statement once the payer's deadline passed with no schedule.
 * An unread claim is bold with a dot, and says so to screen readers.
 */
import type { MouseEvent } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ClaimRow_row$data } from '../__generated__/ClaimRow_row.graphql';
import { ClaimBadges } from '../claims/ClaimBadges';
import { dollars, formatDate } from '../claims/format';
import { cn } from '../lib/cn';
import { contractLabel, ownerNote } from '../projects/labels';
import { contractPath } from '../projects/paths';
import { Tooltip } from '../ui/Tooltip';

// The list's query spreads it unmasked: the list reads the rows' claims for the selection's actions.
graphql`
  fragment ClaimRow_row on ClaimListRow {
    group
    contractId
    ownerSlug
    ownerName
    ownerIsViewer
    contractSlug
    siteName
    counterpartyName
    viewerIsSupplier
    amount
    dueDate
    claim {
      id
      number
      isUnread
      pdfViewUrl
      schedule {
        status
        pdfViewUrl
      }
      scheduleDeadline {
        overdueStatement
      }
      ...ClaimBadges_claim
    }
  }
`;

export type ClaimRowData = Omit<ClaimRow_row$data, ' $fragmentType'>;

export const UNREAD_LABEL = 'Unread';

export function rowLabel(row: ClaimRowData): string {
  const label = contractLabel({
    viewerIsSupplier: row.viewerIsSupplier,
    siteName: row.siteName,
    customerName: row.counterpartyName,
    supplierName: row.counterpartyName,
  });
  const note = ownerNote({ name: row.ownerName, isViewer: row.ownerIsViewer });
  return note ? `${label} ${note}` : label;
}

export function ClaimRow({
  org,
  row,
  selected,
  onToggle,
}: {
  org: string;
  row: ClaimRowData;
  selected: boolean;
  onToggle: (shift: boolean) => void;
}) {
  const { claim } = row;
  const unread = claim.isUnread;
  const overdue = claim.scheduleDeadline?.overdueStatement;
  const label = rowLabel(row);
  return (
    <div
      data-testid="claim-row"
      data-number={claim.number}
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        'group flex h-10 items-center gap-2 border-b border-border px-3 text-sm transition-colors hover:bg-hover',
        selected && 'bg-primary/8 hover:bg-primary/12',
      )}
    >
      <input
        type="checkbox"
        checked={selected}
        aria-label={`Select claim ${claim.number} of ${label}`}
        data-testid="claim-row-select"
        className="size-4 shrink-0 cursor-pointer accent-[var(--color-primary)]"
        onChange={() => undefined}
        onClick={(e: MouseEvent<HTMLInputElement>) => onToggle(e.shiftKey)}
      />
      <span className="flex w-2 shrink-0 justify-center">
        {unread ? <span className="size-2 rounded-full bg-primary" role="img" aria-label={UNREAD_LABEL} /> : null}
      </span>
      <Link
        to={contractPath(org, row.ownerSlug, row.contractSlug, 'claims', claim.number)}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-ring',
          unread ? 'font-semibold text-fg' : 'text-fg-muted',
        )}
      >
        <span className="min-w-0 truncate">{label}</span>
        <span className={cn('shrink-0 tabular-nums', unread ? 'text-fg' : 'text-fg-subtle')}>#{claim.number}</span>
      </Link>
      {overdue ? (
        <Tooltip content={overdue}>
          <span tabIndex={0} className="hidden shrink-0 text-xs font-medium text-danger md:inline" data-testid="claim-overdue">
            Schedule overdue
          </span>
        </Tooltip>
      ) : null}
      {/* On a phone the badges get at most 55 % of the row, one line (the state badge), and no amount. */}
      <span className="inline-flex max-h-5 min-w-0 max-w-[55%] overflow-hidden sm:max-w-none sm:shrink-0">
        <ClaimBadges claim={claim} size="sm" testId="claim-row-badge" />
      </span>
      <span className="hidden w-24 shrink-0 text-right text-xs text-fg-subtle lg:inline">
        {row.dueDate ? formatDate(row.dueDate) : ''}
      </span>
      <span className={cn('hidden w-28 shrink-0 text-right tabular-nums sm:inline', unread ? 'font-semibold text-fg' : 'text-fg-muted')}>
        {row.amount != null ? dollars(Number(row.amount)) : '\u2014'}
      </span>
    </div>
  );
}
