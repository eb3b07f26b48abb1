/**
 * The contract's header fields, read by every contract screen (the contract page, its settings,
 * Add a subcontract; their queries spread the fragment unmasked), and the contract page's header
 * built from them: breadcrumbs, the project label with an Archived badge, the owner note, Settings
 * and the archived banner.
 */
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { Archive, Settings } from 'lucide-react';
import type { ContractHeader_contract$data } from '../__generated__/ContractHeader_contract.graphql';
import { orgPath } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { LinkButton } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';
import { contractLabelOf, ownerNote } from './labels';
import { contractPath } from './paths';

graphql`
  fragment ContractHeader_contract on Contract {
    id
    slug
    siteName
    archivedAt
    viewerIsSupplier
    site {
      ...labels_address @relay(mask: false)
    }
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

/** The header fields as a query that spreads the fragment unmasked returns them. */
export type ContractHeaderFields = Omit<ContractHeader_contract$data, ' $fragmentType'>;

/** The contract page's header; `owner` and `slug` are the contract's address as routed. */
export function ContractHeader({ contract, org, owner, slug }: { contract: ContractHeaderFields; org: string; owner: string; slug: string }) {
  const label = contractLabelOf(contract);
  const note = ownerNote(contract.owner);
  return (
    <>
      <title>{`${label} · Claimdesk`}</title>
      <PageHeader
        breadcrumbs={
          <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-1.5">
            <Link to={orgPath(org, 'projects')} className="hover:text-fg">
              Projects
            </Link>
            {contract.parent ? (
              <>
                <span aria-hidden>/</span>
                <Link to={contractPath(org, contract.parent.owner.slug, contract.parent.slug)} className="hover:text-fg">
                  {contract.parent.siteName}
                </Link>
              </>
            ) : null}
          </nav>
        }
        title={
          <span className="flex flex-wrap items-center gap-2">
            {label}
            {contract.archivedAt ? (
              <Badge tone="warning" dot>
                Archived
              </Badge>
            ) : null}
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
      ) : null}
    </>
  );
}
