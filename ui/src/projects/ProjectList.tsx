/**
 * The virtualised list of projects (spec 2 'Organisation home'): rows estimated at 40 px with 12
 * rows of overscan. A row reads 'customer / site' for a supplier viewer and 'site / supplier' for
 * a customer viewer, with '(Owner: name)' when another organisation owns the contract, and a
 * badge while the other party has not accepted its invitation (issue 18).
 */
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ChevronRight, FolderKanban } from 'lucide-react';
import type { ProjectList_contract$key } from '../__generated__/ProjectList_contract.graphql';
import { Badge } from '../ui/Badge';
import { VirtualList } from '../ui/VirtualList';
import { AWAITING, contractLabel, DECLINED, ownerNote, REMOVED } from './labels';
import { contractPath } from './paths';

// What a row reads; the archived list's query spreads it.
const fragment = graphql`
  fragment ProjectList_contract on Contract {
    id
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
  }
`;

export function ProjectRow({ org, contract: ref }: { org: string; contract: ProjectList_contract$key }) {
  const contract = useFragment(fragment, ref);
  const note = ownerNote(contract.owner);
  return (
    <Link
      to={contractPath(org, contract.owner.slug, contract.slug)}
      data-testid="project-row"
      className="group flex h-10 items-center gap-3 border-b border-border px-4 text-sm transition-colors hover:bg-hover focus-visible:bg-hover focus-visible:outline-none"
    >
      <FolderKanban aria-hidden className="size-4 shrink-0 text-fg-subtle" />
      <span className="min-w-0 truncate font-medium text-fg">
        {contractLabel({
          viewerIsSupplier: contract.viewerIsSupplier,
          siteName: contract.siteName,
          customerName: contract.counterpartyName,
          supplierName: contract.counterpartyName,
        })}
      </span>
      {note ? <span className="shrink-0 truncate text-fg-subtle">{note}</span> : null}
      <span className="ml-auto flex shrink-0 items-center gap-2">
        {contract.counterpartyConsent === 'Pending' ? <Badge tone="info" size="sm">{AWAITING}</Badge> : null}
        {contract.counterpartyConsent === 'Declined' ? <Badge tone="danger" size="sm">{DECLINED}</Badge> : null}
        {contract.counterpartyConsent === 'Removed' ? <Badge tone="neutral" size="sm">{REMOVED}</Badge> : null}
        <Badge tone={contract.viewerIsSupplier ? 'primary' : 'accent'} size="sm">
          {contract.viewerIsSupplier ? 'Supplier' : 'Customer'}
        </Badge>
        <ChevronRight aria-hidden className="size-4 text-fg-subtle opacity-0 transition-opacity group-hover:opacity-100" />
      </span>
    </Link>
  );
}

export function ProjectList({
  org,
  contracts,
  label,
}: {
  org: string;
  /** Each with its id beside the fragment, as its key. */
  contracts: ReadonlyArray<ProjectList_contract$key & { readonly id: string }>;
  label: string;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs">
      <VirtualList
        aria-label={label}
        items={contracts}
        getKey={(c) => c.id}
        className="max-h-[calc(100vh-15rem)] min-h-10"
        renderItem={(contract) => <ProjectRow org={org} contract={contract} />}
      />
    </div>
  );
}
