/**
 * /{org}/projects/{owner}/{contract}[/{tab}] — the contract page shell (spec 2 'Contract page'):
 * 'Loading contract...' while pending, the organisation's invitation to it when it has one (where
 * the contract's emails link to; Invitations.tsx), 'Contract not found' when missing (or out of reach), the
 * summary (project, customer, supplier, their contacts, site address, pay cycle '(not set)'), and
 * the tabs built so far (contractTabs.ts). A tab segment naming no tab, or a tab this viewer's side
 * does not have (Subcontracts for the customer), is the 404 page.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { FileQuestion } from 'lucide-react';
import type { ContractPageQuery } from '../__generated__/ContractPageQuery.graphql';
import type { ContractPageInvitationQuery } from '../__generated__/ContractPageInvitationQuery.graphql';
import { notFound, NotFoundView } from '../errors/RouteErrorPage';
import { orgPath, useOrgSlug } from '../shell/org';
import { LinkButton } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { Loader } from '../ui/Spinner';
import { NavTabs } from '../ui/Tabs';
import { DEFAULT_TAB, isContractTab, visibleTabs } from './contractTabs';
import { ContractHeader } from './ContractHeader';
import { InvitationCard } from './Invitations';
import { ContractTermsSummary } from './ContractTermsSummary';
import { addressLine } from './labels';
import { contractPath } from './paths';
import { CONTRACT_NOT_FOUND, LOADING_CONTRACT } from './texts';

export const PAY_CYCLE_NOT_SET = '(not set)';

const query = graphql`
  query ContractPageQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      id
      siteName
      viewerIsSupplier
      site {
        ...labels_address @relay(mask: false)
      }
      ...ContractHeader_contract
      customer {
        entityName
      }
      supplier {
        entityName
      }
      members {
        id
        relation
        isCustomerRecipient
        isSupplierRecipient
        user {
          name
          email
        }
      }
      paycycle {
        name
      }
      ...ContractTermsSummary_contract
    }
  }
`;

const invitationQuery = graphql`
  query ContractPageInvitationQuery($owner: String!, $slug: String!) {
    contractInvitation(owner: $owner, slug: $slug) {
      ...Invitations_invitation @relay(mask: false)
    }
  }
`;

/** Out of reach: the organisation's invitation to the contract, else 'Contract not found'. */
function InvitationOrNotFound({ owner, slug, onAccepted }: { owner: string; slug: string; onAccepted: () => void }) {
  const org = useOrgSlug();
  const data = useLazyLoadQuery<ContractPageInvitationQuery>(invitationQuery, { owner, slug }, { fetchPolicy: 'network-only' });
  if (data.contractInvitation) {
    return (
      <>
        <title>{`Invitation · ${data.contractInvitation.siteName} · Claimdesk`}</title>
        <InvitationCard invitation={data.contractInvitation} onAccepted={onAccepted} />
      </>
    );
  }
  return (
    <>
      <title>{`${CONTRACT_NOT_FOUND} · Claimdesk`}</title>
      <EmptyState
        bordered
        icon={<FileQuestion />}
        title={CONTRACT_NOT_FOUND}
        description="It may have been moved, or you may not have access to it."
        action={
          <LinkButton to={orgPath(org, 'projects')} variant="secondary">
            Back to projects
          </LinkButton>
        }
      />
    </>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-fg-subtle">{label}</dt>
      <dd className="min-w-0 text-sm text-fg">{children}</dd>
    </div>
  );
}

type Member = NonNullable<ContractPageQuery['response']['contract']>['members'][number];

function Contacts({ members, relation }: { members: ReadonlyArray<Member>; relation: 'Customer' | 'Supplier' }) {
  const people = members.filter((m) => (relation === 'Customer' ? m.isCustomerRecipient : m.isSupplierRecipient));
  if (!people.length) return <span className="text-fg-subtle">None</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {people.map((m) => (
        <li key={m.id} className="truncate">
          {m.user.name || m.user.email}
          {/* Someone not yet taking part is named by their email alone. */}
          {m.user.name && m.user.name !== m.user.email ? <span className="text-fg-subtle"> · {m.user.email}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Contract() {
  const org = useOrgSlug();
  const { owner = '', contract: slug = '', tab: tabParam } = useParams();
  const tab = tabParam ?? DEFAULT_TAB;
  // Once an invitation is accepted the contract is within reach: read it from the server again.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ContractPageQuery>(query, { owner, slug }, {
    fetchPolicy: fetchKey ? 'network-only' : 'store-and-network',
    fetchKey,
  });
  const contract = data.contract;
  if (!contract) {
    return (
      <Suspense fallback={<Loader message={LOADING_CONTRACT} />}>
        <InvitationOrNotFound owner={owner} slug={slug} onAccepted={() => setFetchKey((n) => n + 1)} />
      </Suspense>
    );
  }
  const tabs = visibleTabs(contract.viewerIsSupplier);
  const current = tabs.find((t) => t.key === tab);
  // Until the default tab (Claims) exists, the contract's own address opens its first tab.
  if (!tabParam && !current && tabs[0]) {
    return <Navigate to={contractPath(org, owner, slug, tabs[0].key)} replace />;
  }
  if (tabParam && !current) return <NotFoundView />;
  return (
    <>
      <ContractHeader contract={contract} org={org} owner={owner} slug={slug} />
      <Card className="mb-6">
        <dl className="grid gap-x-8 gap-y-5 px-6 py-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Contract summary">
          <SummaryItem label="Project">{contract.siteName}</SummaryItem>
          <SummaryItem label="Customer">{contract.customer?.entityName ?? '—'}</SummaryItem>
          <SummaryItem label="Supplier">{contract.supplier?.entityName ?? '—'}</SummaryItem>
          <SummaryItem label="Customer contacts">
            <Contacts members={contract.members} relation="Customer" />
          </SummaryItem>
          <SummaryItem label="Supplier contacts">
            <Contacts members={contract.members} relation="Supplier" />
          </SummaryItem>
          <SummaryItem label="Site address">{addressLine(contract.site) || '—'}</SummaryItem>
          <SummaryItem label="Pay cycle">
            {contract.paycycle ? (
              contract.paycycle.name
            ) : (
              <Link to={orgPath(org, 'settings', 'projects')} className="text-fg-subtle hover:text-fg hover:underline">
                {PAY_CYCLE_NOT_SET}
              </Link>
            )}
          </SummaryItem>
          <SummaryItem label="Payment terms">
            <ContractTermsSummary contract={contract} />
          </SummaryItem>
        </dl>
      </Card>
      {tabs.length ? (
        <NavTabs
          aria-label="Contract"
          className="mb-4"
          items={tabs.map((t) =>
            // At the contract's own address the default tab is the current one.
            t.key === DEFAULT_TAB && !tabParam
              ? { to: contractPath(org, owner, slug), label: t.label, end: true }
              : { to: contractPath(org, owner, slug, t.key), label: t.label },
          )}
        />
      ) : null}
      {current ? (
        <Suspense fallback={<Loader />}>
          <current.Component
            contractId={contract.id}
            org={org}
            owner={owner}
            slug={slug}
            viewerIsSupplier={contract.viewerIsSupplier}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function ContractPage() {
  return (
    <Suspense fallback={<Loader message={LOADING_CONTRACT} />}>
      <Contract />
    </Suspense>
  );
}

/** A made-up tab answers 404 before anything loads. */
export function loader({ params }: LoaderFunctionArgs): null {
  if (params.tab !== undefined && !isContractTab(params.tab)) notFound();
  return null;
}

export { ContractPage as Component };
