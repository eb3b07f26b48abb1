/**
 * A row of the home's claim lists (40 px): a checkbox to select it, the project label and claim
 * number linking to the claim page, the badges (the server's words: ClaimBadges), the claim's
 * next statutory date under its one name ('Schedule due {date}' / 'Schedule overdue' / 'Payment
 * due {date}' / 'Payment overdue': `standing.nextLabel`, in the danger colour once that date has
 * passed unmet (`standing.nextOverdue`), the debt statement, or before it the statement that the
 * deadline passed, on hover or focus), and
 * the amount, or once a schedule is sent the claimed and scheduled amounts side by side
 * ('Scheduled $X of $Y': `standing.summary`). An unread claim is bold with a dot, and says so to
 * screen readers. Every amount of the list includes GST (its header says so: ClaimListHeader). On a
 * phone (390 px) the row takes two lines so the amount and the due/overdue marker stay in view.
 */
import type { MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ClaimRowStanding_claim$key } from '../__generated__/ClaimRowStanding_claim.graphql';
import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import type { ClaimRow_row$data, ClaimRow_row$key } from '../__generated__/ClaimRow_row.graphql';
import { ClaimBadges } from '../claims/ClaimBadges';
import { CutoffNote } from '../claims/CutoffNote';
import { GroundBadge } from '../enforcement/GroundBadge';
import { dollars } from '../lib/format';
import { cn } from '../lib/cn';
import { contractLabel, ownerNote } from '../projects/labels';
import { contractPath } from '../projects/paths';
import { TermsChips } from '../projects/TermsChips';
import { Tooltip } from '../ui/Tooltip';

// What a row shows; the list reads what it groups and selects by itself (ClaimListRows, useClaimActions).
const rowFragment = graphql`
  fragment ClaimRow_row on ClaimListRow {
    ownerSlug
    ownerName
    ownerIsViewer
    contractSlug
    siteName
    counterpartyName
    viewerIsSupplier
    amount
    termsAtAGlance
    claim {
      number
      isUnread
      recordedFrom
      ...ClaimBadges_claim
      ...ClaimRowStanding_claim
      ...GroundBadge_claim
      ...CutoffNote_claim
    }
  }
`;

const standingFragment = graphql`
  fragment ClaimRowStanding_claim on Claim {
    standing {
      nextLabel
      nextOverdue
      scheduleOverdue
      summary
      debt {
        statement
      }
    }
    scheduleDeadline {
      overdueStatement
    }
  }
`;

/** The amounts' one basis in every claim list (the claimed and scheduled amounts, as sent). */
export const AMOUNT_HEADER = 'Amount (incl. GST)';

/** The lists' column headers, over the cells of ClaimRow (same paddings and widths). */
export function ClaimListHeader() {
  return (
    <div
      role="presentation"
      data-testid="claim-list-header"
      className="flex h-9 items-center gap-2 border-b border-border bg-muted/60 px-3 text-xs font-medium text-fg-muted"
    >
      <span className="size-4 shrink-0" />
      <span className="w-2 shrink-0" />
      <span className="min-w-0 flex-1 truncate" data-testid="claim-list-column">
        Claim
      </span>
      <span className="hidden shrink-0 truncate sm:inline sm:w-[36%] xl:w-[30%]" data-testid="claim-list-column">
        Status
      </span>
      <span className="hidden w-40 shrink-0 truncate text-right md:inline" data-testid="claim-list-column">
        Next date
      </span>
      <span className="shrink-0 truncate text-right sm:w-28 xl:w-64" data-testid="claim-list-column">
        {AMOUNT_HEADER}
      </span>
    </div>
  );
}

export const UNREAD_LABEL = 'Unread';

function rowLabel(row: ClaimRow_row$data): string {
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
  row: ref,
  selected,
  onToggle,
}: {
  org: string;
  row: ClaimRow_row$key;
  selected: boolean;
  onToggle: (shift: boolean) => void;
}) {
  const row = useFragment(rowFragment, ref);
  const { claim } = row;
  const unread = claim.isUnread;
  const label = rowLabel(row);
  return (
    <div
      data-testid="claim-row"
      data-number={claim.number}
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        // A phone's row is two lines (the claim; then its badge, next date and amount), a wider one a
        // single 40 px line whose cells sit under the list's column headers (ClaimListHeader).
        'group flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-border px-3 py-1.5 text-sm transition-colors hover:bg-hover sm:h-10 sm:flex-nowrap sm:py-0',
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
      {/* Payment terms at a glance (issue 40): where they differ from the Act's, on a wide row. */}
      <TermsChips chips={row.termsAtAGlance} className="hidden xl:flex" />
      {claim.recordedFrom ? <ReceivedMark text={claim.recordedFrom} /> : null}
      {/* A subcontract claim sent after the head claim of its period (the head contractor's rows only). */}
      <CutoffNote claim={claim} variant="row" className="max-w-[40%]" />
      {/* On a phone the amount ends the first line; on a wider row it is the last cell. */}
      <RowStanding claim={claim} amount={row.amount} unread={unread} part="amount" />
      {/* The second line on a phone (indented under the label): the badges and the next date whole;
          on a wider row its cells join the line. */}
      <div className="flex w-full min-w-0 items-center gap-2 pl-6 sm:contents">
        {/* The badges, one line: the state badge first, as many more as fit (the claim page shows them
            all; a screen reader reads them all); the Status column's width from sm up. */}
        <span className="inline-flex max-h-5 min-w-0 flex-1 overflow-hidden sm:w-[36%] sm:flex-none sm:shrink-0 xl:w-[30%]">
          <ClaimBadges claim={claim} size="sm" testId="claim-row-badge" />
          {/* The supplier's ground to suspend work (s 24A), after the claim's own badges; nothing at all
              without one, so the badges keep the column's whole width. */}
          <GroundBadge claim={claim} className="ml-1 shrink-0" />
        </span>
        <RowStanding claim={claim} amount={row.amount} unread={unread} part="due" />
      </div>
    </div>
  );
}

/** A claim received outside Claimdesk: 'Recorded by {org} from a claim received by {manner}' (issue 34). */
function ReceivedMark({ text }: { text: string }) {
  return (
    <Tooltip content={text}>
      <span
        tabIndex={0}
        role="img"
        aria-label={text}
        data-testid="claim-row-received"
        className="inline-flex shrink-0 rounded text-fg-subtle focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Inbox aria-hidden className="size-3.5" />
      </span>
    </Tooltip>
  );
}

/** The row's date or amount cell, from the claim's standing (read where the row is drawn). */
function RowStanding({
  claim: ref,
  amount,
  unread,
  part,
}: {
  claim: ClaimRowStanding_claim$key;
  amount: unknown;
  unread: boolean;
  part: 'due' | 'amount';
}) {
  const { standing, scheduleDeadline } = useFragment(standingFragment, ref);
  const late = standing.nextOverdue;
  const statement = standing.debt?.statement ?? (standing.scheduleOverdue ? scheduleDeadline?.overdueStatement : null) ?? null;
  const due = (
    <span
      tabIndex={statement ? 0 : undefined}
      data-testid="claim-row-due"
      className={cn(
        // On a phone whole beside the badge (which gives way), under 'Next date' from md up (between,
        // the badge says it).
        'shrink-0 whitespace-nowrap rounded text-xs sm:hidden md:inline md:w-40 md:truncate md:text-right',
        late ? 'font-medium text-danger' : 'text-fg-subtle',
        statement && 'cursor-help underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
      )}
    >
      {standing.nextLabel ?? ''}
    </span>
  );
  if (part === 'due') return statement ? <Tooltip content={statement}>{due}</Tooltip> : due;
  const claimed = amount != null ? dollars(Number(amount)) : '\u2014';
  return (
    <>
      <span
        className={cn(
          // One width on every row, so the columns line up; from xl it holds 'Scheduled $X of $Y'. Last
          // of a wider row (the other cells sit in a display:contents box before it).
          'shrink-0 truncate text-right tabular-nums sm:order-last sm:w-28 xl:w-64',
          unread ? 'font-semibold text-fg' : 'text-fg-muted',
        )}
        title={standing.summary ?? undefined}
        data-testid="claim-row-amount"
      >
        {standing.summary ? (
          <>
            <span className="xl:hidden">{claimed}</span>
            <span className="hidden text-[13px] xl:inline" data-testid="claim-row-summary">
              {standing.summary}
            </span>
          </>
        ) : (
          claimed
        )}
      </span>
    </>
  );
}
