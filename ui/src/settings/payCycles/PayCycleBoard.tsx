/**
 * The pieces of the pay-cycle board: a contract chip dragged by its handle, and the columns
 * (Manual and each pay cycle) it is dropped on.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { PayCycleBoard_contract$key } from '../../__generated__/PayCycleBoard_contract.graphql';
import { cn } from '../../lib/cn';
import { contractLabelOf } from '../../projects/labels';
import { contractPath } from '../../projects/paths';
import { TermsChips } from '../../projects/TermsChips';

// What a contract's chip reads; the pay cycles page's query spreads it.
const contractFragment = graphql`
  fragment PayCycleBoard_contract on Contract {
    id
    slug
    siteName
    viewerIsSupplier
    owner {
      name
      slug
      isViewer
    }
    customer {
      name
    }
    supplier {
      name
    }
    paymentTerms {
      atAGlance
    }
  }
`;

/** A contract on the board, dragged by its handle. */
export function ContractChip({ contract: ref, org }: { contract: PayCycleBoard_contract$key; org: string }) {
  const contract = useFragment(contractFragment, ref);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: contract.id });
  const label = contractLabelOf(contract);
  return (
    <li
      ref={setNodeRef}
      data-testid="paycycle-contract"
      data-contract={`${contract.owner.slug}/${contract.slug}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-border bg-surface px-2 py-1.5 text-sm shadow-xs',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-primary/40',
      )}
    >
      <button
        type="button"
        className="inline-flex size-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-fg-subtle hover:bg-hover active:cursor-grabbing"
        aria-label={`Move ${label}`}
        {...listeners}
        {...attributes}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <Link to={contractPath(org, contract.owner.slug, contract.slug, 'settings')} className="min-w-0 flex-1 truncate text-fg hover:underline">
        {label}
      </Link>
      {contract.owner.isViewer ? null : <span className="shrink-0 truncate text-xs text-fg-subtle">({contract.owner.name})</span>}
      <TermsChips chips={contract.paymentTerms.atAGlance} />
    </li>
  );
}

/**
 * A column of the board (Manual or a pay cycle) that contracts are dropped on. A pay cycle's
 * `terms` are the payment terms dropping a contract on it sets, in the contract's own words (the
 * server's `PayCycle.terms`), read before the drag.
 */
export function Column({
  id,
  title,
  description,
  terms,
  actions,
  children,
  count,
}: {
  id: string;
  title: string;
  description?: string;
  terms?: string;
  actions?: ReactNode;
  children: ReactNode;
  count: number;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      data-testid="paycycle-column"
      data-column={id}
      aria-label={title}
      className={cn(
        'flex min-h-40 w-72 shrink-0 flex-col gap-2 rounded-xl border border-border bg-muted/50 p-3 transition-colors',
        isOver && 'border-primary bg-primary-soft',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 truncate text-sm font-semibold text-fg">
            {title}
            <span className="rounded-full bg-surface px-1.5 text-xs font-medium text-fg-muted">{count}</span>
          </h3>
          {description ? <p className="text-xs text-fg-subtle">{description}</p> : null}
          {terms ? (
            <p className="mt-1 text-xs text-fg-muted" data-testid="paycycle-terms">
              <span className="font-medium text-fg">Sets the payment terms:</span> {terms}
            </p>
          ) : null}
        </div>
        {actions}
      </header>
      <ul className="flex flex-1 flex-col gap-1.5">{children}</ul>
    </section>
  );
}
