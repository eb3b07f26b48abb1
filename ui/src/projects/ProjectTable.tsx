/**
 * The projects table of the Projects tab: each contract with its money at a glance (contract
 * value, claimed to date, % complete, the last claim, the next statutory date under its one name:
 * `figures.nextDueLabel`, 'Schedule due {date}' / 'Payment overdue' ...), sorted and searched on
 * the server, a page at a time as the rows come into view. Rows are virtualised as the spec's
 * lists are (40 px rows, 12 rows of overscan); headers sort, and say so (aria-sort).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ProjectTable_contract$data, ProjectTable_contract$key } from '../__generated__/ProjectTable_contract.graphql';
import type { ProjectTable_query$key } from '../__generated__/ProjectTable_query.graphql';
import type { ProjectTablePaginationQuery } from '../__generated__/ProjectTablePaginationQuery.graphql';
import { cn } from '../lib/cn';
import { Badge } from '../ui/Badge';
import { TermsChips } from './TermsChips';
import { Spinner } from '../ui/Spinner';
import { VIRTUAL_OVERSCAN, VIRTUAL_ROW_ESTIMATE } from '../ui/VirtualList';
import { AWAITING, contractLabel, DECLINED, ownerNote, REMOVED } from './labels';
import { contractPath } from './paths';
import {
  ariaSort,
  COLUMNS,
  dueText,
  lastClaimText,
  moneyText,
  needsNextPage,
  PAGE_SIZE,
  percentText,
  percentWidth,
  type Sort,
  type SortField,
} from './projectTable';

const fragment = graphql`
  fragment ProjectTable_query on Query
  @refetchable(queryName: "ProjectTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 100 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ProjectOrder" }
  ) {
    projects {
      contracts(first: $count, after: $cursor, search: $search, orderBy: $orderBy)
        @connection(key: "ProjectTable_contracts", filters: ["search", "orderBy"]) {
        totalCount
        edges {
          node {
            id
            ...ProjectTable_contract
          }
        }
      }
    }
  }
`;

/** What a row of the table reads: the project's label and badges, and its money at a glance. */
const rowFragment = graphql`
  fragment ProjectTable_contract on Contract {
    slug
    siteName
    viewerIsSupplier
    counterpartyName
    counterpartyConsent
    owner {
      name
      slug
      isViewer
    }
    paymentTerms {
      atAGlance
    }
    figures {
      contractValue
      claimedToDate
      percentComplete
      lastClaim {
        number
        status
        date
      }
      nextDueDate
      nextDueLabel
    }
  }
`;

// The columns of a row and of the header, by width: a phone keeps the project, % complete and
// (from sm) the next due date; the figures join as the screen widens.
const GRID =
  'grid grid-cols-[minmax(0,1fr)_6rem] sm:grid-cols-[minmax(0,1fr)_6rem_11rem] ' +
  'md:grid-cols-[minmax(0,1fr)_8rem_6.5rem_11rem] lg:grid-cols-[minmax(0,1fr)_8rem_8rem_7rem_9rem_11rem] ' +
  'items-center gap-x-3 px-4';
const HIDE = { sm: 'hidden sm:flex', md: 'hidden md:flex', lg: 'hidden lg:flex' } as const;

type Row = ProjectTable_contract$data;

function cellClass(field: SortField, numeric: boolean) {
  const column = COLUMNS.find((c) => c.field === field)!;
  return cn(column.hide ? HIDE[column.hide] : 'flex', 'min-w-0 items-center', numeric && 'justify-end tabular-nums');
}

function Header({ sort, onSort }: { sort: Sort; onSort: (field: SortField) => void }) {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className={cn(GRID, 'h-10 border-b border-border bg-muted text-xs font-medium text-fg-muted')}>
        {COLUMNS.map((column) => {
          const state = ariaSort(sort, column.field);
          const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
          return (
            <div key={column.field} role="columnheader" aria-sort={state} className={cellClass(column.field, column.numeric)}>
              <button
                type="button"
                onClick={() => onSort(column.field)}
                className={cn(
                  'inline-flex min-w-0 items-center gap-1 rounded px-1 -mx-1 py-0.5 hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  state !== 'none' && 'text-fg',
                )}
              >
                <span className="truncate">{column.label}</span>
                <Icon aria-hidden className={cn('size-3.5 shrink-0', state === 'none' && 'opacity-40')} />
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function ProjectCells({ org, contract }: { org: string; contract: Row }) {
  const f = contract.figures;
  const last = lastClaimText(f.lastClaim);
  const note = ownerNote(contract.owner);
  const label = contractLabel({
    viewerIsSupplier: contract.viewerIsSupplier,
    siteName: contract.siteName,
    customerName: contract.counterpartyName,
    supplierName: contract.counterpartyName,
  });
  return (
    <>
      <div role="cell" className="flex min-w-0 items-center gap-2">
        {/* The owner note takes a second line, as the last claim's date does, so a long label
            never squeezes it out of a narrow column. */}
        <div className="flex min-w-0 flex-1 flex-col leading-tight">
          <Link
            to={contractPath(org, contract.owner.slug, contract.slug)}
            title={note ? `${label} ${note}` : label}
            className="truncate font-medium text-fg after:absolute after:inset-0 focus-visible:outline-none"
          >
            {label}
          </Link>
          {note ? <span className="truncate text-xs text-fg-subtle">{note}</span> : null}
        </div>
        <TermsChips chips={contract.paymentTerms.atAGlance} className="hidden lg:flex" />
        {contract.counterpartyConsent === 'Pending' ? <Badge tone="info" size="sm">{AWAITING}</Badge> : null}
        {contract.counterpartyConsent === 'Declined' ? <Badge tone="danger" size="sm">{DECLINED}</Badge> : null}
        {contract.counterpartyConsent === 'Removed' ? <Badge tone="neutral" size="sm">{REMOVED}</Badge> : null}
        <Badge tone={contract.viewerIsSupplier ? 'primary' : 'accent'} size="sm" className="hidden shrink-0 2xl:inline-flex">
          {contract.viewerIsSupplier ? 'Supplier' : 'Customer'}
        </Badge>
      </div>
      <div role="cell" className={cellClass('CONTRACT_VALUE', true)}>{moneyText(f.contractValue as number)}</div>
      <div role="cell" className={cellClass('CLAIMED_TO_DATE', true)}>{moneyText(f.claimedToDate as number)}</div>
      <div role="cell" className={cn(cellClass('PERCENT_COMPLETE', true), 'gap-2')}>
        <span aria-hidden className="hidden h-1.5 w-8 overflow-hidden rounded-full bg-muted md:block">
          <span className="block h-full rounded-full bg-primary" style={{ width: `${percentWidth(f.percentComplete)}%` }} />
        </span>
        <span>{percentText(f.percentComplete)}</span>
      </div>
      <div role="cell" className={cn(cellClass('LAST_CLAIM_DATE', false), 'flex-col items-start leading-tight')}>
        {last ? (
          <>
            <span className="truncate text-fg">{last.title}</span>
            <span className="text-xs text-fg-subtle">{last.date}</span>
          </>
        ) : (
          <span className="text-fg-subtle">No claims yet</span>
        )}
      </div>
      <div role="cell" className={cellClass('NEXT_DUE_DATE', false)} data-testid="project-next-due">
        <span className="truncate text-[13px]" title={f.nextDueLabel ?? undefined}>
          {dueText(f.nextDueLabel)}
        </span>
      </div>
    </>
  );
}

/** One row's cells, read from its own fragment. */
function ProjectTableRow({ org, contract: ref }: { org: string; contract: ProjectTable_contract$key }) {
  const contract = useFragment(rowFragment, ref);
  return <ProjectCells org={org} contract={contract} />;
}

export function ProjectTable({
  org,
  query,
  sort,
  onSort,
  pending,
  empty,
}: {
  org: string;
  query: ProjectTable_query$key;
  sort: Sort;
  onSort: (field: SortField) => void;
  /** A new search or sort is on its way: the rows shown are the previous ones. */
  pending: boolean;
  empty: ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProjectTablePaginationQuery, ProjectTable_query$key>(
    fragment,
    query,
  );
  const connection = data.projects?.contracts;
  const rows = connection?.edges.map((e) => e.node) ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => VIRTUAL_ROW_ESTIMATE,
    overscan: VIRTUAL_OVERSCAN,
    getItemKey: (index) => rows[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.length ? items[items.length - 1]!.index : 0;
  useEffect(() => {
    if (needsNextPage(lastInView, rows.length, hasNext, isLoadingNext)) loadNext(PAGE_SIZE);
  }, [lastInView, rows.length, hasNext, isLoadingNext, loadNext]);
  if (!rows.length) return <>{empty}</>;
  return (
    <div
      role="table"
      aria-label="Projects"
      aria-rowcount={(connection?.totalCount ?? rows.length) + 1}
      aria-busy={pending || isLoadingNext}
      className={cn('overflow-hidden rounded-xl border border-border bg-surface text-sm shadow-xs', pending && 'opacity-70')}
    >
      <Header sort={sort} onSort={onSort} />
      <div ref={scrollRef} role="rowgroup" className="max-h-[calc(100vh-19rem)] min-h-10 overflow-auto">
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              data-testid="project-row"
              className={cn(GRID, 'absolute left-0 top-0 h-10 w-full border-b border-border text-fg-muted transition-colors hover:bg-hover focus-within:bg-hover')}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ProjectTableRow org={org} contract={rows[item.index]!} />
            </div>
          ))}
        </div>
        {isLoadingNext ? (
          <div className="flex h-10 items-center justify-center border-t border-border text-fg-subtle">
            <Spinner label="Loading more projects" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
