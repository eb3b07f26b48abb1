/**
 * The contract's header fields (the contract page's query spreads them and the header reads them),
 * and the contract page's header built from them: breadcrumbs (also used by the other contract screens), the project label with an Archived badge, the owner note, Settings
 * and the archived banner; while the other party has not accepted its invitation (issue 18), a
 * Pending or Declined badge and a banner saying so.
 */
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Archive, Hourglass, Settings, UserX } from 'lucide-react';
import type { ContractHeader_contract$data, ContractHeader_contract$key } from '../__generated__/ContractHeader_contract.graphql';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { LinkButton } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';
import { AWAITING, contractLabelOf, DECLINED, ownerNote, REMOVED } from './labels';
import { contractPath } from './paths';

const fragment = graphql`
  fragment ContractHeader_contract on Contract {
    id
    slug
    siteName
    archivedAt
    viewerIsSupplier
    counterpartyName
    counterpartyConsent
    owner {
      name
      slug
      isViewer
    }
    parent {
      slug
      siteName
      owner {
        slug
      }
    }
    customer {
      name
    }
    supplier {
      name
    }
  }
`;


/** 'Projects / {label}' above a contract screen; the second step only when given. */
export function ProjectBreadcrumbs({ org, to, label }: { org: string; to?: string; label?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-1.5">
      <Link to={orgPath(org, 'projects')} className="hover:text-fg">
        Projects
      </Link>
      {to ? (
        <>
          <span aria-hidden>/</span>
          <Link to={to} className="hover:text-fg">
            {label}
          </Link>
        </>
      ) : null}
    </nav>
  );
}

/** The banner about the other party's answer, or null once it has accepted. */
function ConsentBanner({ contract }: { contract: ContractHeader_contract$data }) {
  const org = useOrgSlug();
  const side = contract.viewerIsSupplier ? 'customer' : 'supplier';
  if (contract.counterpartyConsent === 'Pending') {
    return (
      <Banner tone="info" icon={<Hourglass />} title={`Waiting for the ${side} to accept`} className="mb-6">
        They were invited by email. Until they accept, this project shows only what you entered for them.
      </Banner>
    );
  }
  if (contract.counterpartyConsent === 'Removed') {
    return (
      <Banner tone="neutral" icon={<UserX />} title={`The ${side} was removed`} className="mb-6">
        Its people no longer have access to this project. You can archive it from its settings.
      </Banner>
    );
  }
  if (contract.counterpartyConsent === 'Declined') {
    return (
      <Banner tone="warning" icon={<UserX />} title={DECLINED} className="mb-6">
        The {side} declined this project: nothing more is sent to them. You can archive it from its settings,
        and <Link to={nameSomeoneElse(org, contract)} className="font-medium underline">name someone else</Link>.
      </Banner>
    );
  }
  return null;
}

/** Where to name another party after a decline: a new subcontract of the same parent, else a new project. */
function nameSomeoneElse(org: string, contract: ContractHeader_contract$data): string {
  const { parent } = contract;
  return parent ? contractPath(org, parent.owner.slug, parent.slug, 'subcontracts', 'new') : orgPath(org, 'projects', 'new');
}

/** The contract page's header; `owner` and `slug` are the contract's address as routed. */
export function ContractHeader({
  contract: ref,
  org,
  owner,
  slug,
}: {
  contract: ContractHeader_contract$key;
  org: string;
  owner: string;
  slug: string;
}) {
  const contract = useFragment(fragment, ref);
  const label = contractLabelOf(contract);
  const note = ownerNote(contract.owner);
  return (
    <>
      <title>{`${label} · Claimdesk`}</title>
      <PageHeader
        breadcrumbs={
          contract.parent ? (
            <ProjectBreadcrumbs
              org={org}
              to={contractPath(org, contract.parent.owner.slug, contract.parent.slug)}
              label={contract.parent.siteName}
            />
          ) : (
            <ProjectBreadcrumbs org={org} />
          )
        }
        title={
          <span className="flex flex-wrap items-center gap-2">
            {label}
            {contract.archivedAt ? (
              <Badge tone="warning" dot>
                Archived
              </Badge>
            ) : null}
            {contract.counterpartyConsent === 'Pending' ? <Badge tone="info">{AWAITING}</Badge> : null}
            {contract.counterpartyConsent === 'Declined' ? <Badge tone="danger">{DECLINED}</Badge> : null}
            {contract.counterpartyConsent === 'Removed' ? <Badge tone="neutral">{REMOVED}</Badge> : null}
          </span>
        }
        description={note || undefined}
        actions={
          <LinkButton to={contractPath(org, owner, slug, 'settings')} variant="secondary" icon={<Settings />}>
            Settings
          </LinkButton>
        }
      />
      {contract.archivedAt ? (
        <Banner tone="warning" icon={<Archive />} title="This project is archived" className="mb-6">
          It is read-only. You can restore it from its settings.
        </Banner>
      ) : (
        <ConsentBanner contract={contract} />
      )}
    </>
  );
}
