/**
 * The claim page's breadcrumb: organisation, the parent contract's site (subcontracts),
 * supplier / site, and the claim with a picker of its sibling claims (newest first).
 */
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { ClaimBreadcrumb_contract$data, ClaimBreadcrumb_contract$key } from '../../__generated__/ClaimBreadcrumb_contract.graphql';
import { CurrentOrgName } from '../../auth/CurrentOrgName';
import { contractPath } from '../../projects/paths';
import { orgPath } from '../../shell/org';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../ui/Menu';
import { ClaimBadges } from '../ClaimBadges';

const fragment = graphql`
  fragment ClaimBreadcrumb_contract on Contract {
    siteName
    supplier {
      name
      entityName
    }
    parent {
      slug
      siteName
      owner {
        slug
      }
    }
    claims {
      id
      number
      title
      ...ClaimBadges_claim
    }
  }
`;

export function ClaimBreadcrumb({
  org,
  owner,
  slug,
  contract: ref,
  current,
  title,
}: {
  org: string;
  owner: string;
  slug: string;
  contract: ClaimBreadcrumb_contract$key;
  /** The claim shown: its number and title. */
  current: number;
  title: string;
}) {
  const contract = useFragment(fragment, ref);
  const supplierName = contract.supplier?.entityName || contract.supplier?.name || 'No supplier';
  return (
    <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-1.5 text-[13px] text-fg-subtle">
      <Link to={orgPath(org)} className="hover:text-fg">
        <CurrentOrgName orgSlug={org} />
      </Link>
      {contract.parent ? (
        <>
          <span aria-hidden>/</span>
          <Link to={contractPath(org, contract.parent.owner.slug, contract.parent.slug)} className="hover:text-fg">
            {contract.parent.siteName}
          </Link>
        </>
      ) : null}
      <span aria-hidden>/</span>
      <Link to={contractPath(org, owner, slug)} className="hover:text-fg" data-testid="breadcrumb-contract">
        {supplierName} / {contract.siteName}
      </Link>
      <span aria-hidden>/</span>
      <SiblingPicker org={org} owner={owner} slug={slug} claims={contract.claims} current={current} title={title} />
    </nav>
  );
}

function SiblingPicker({
  org,
  owner,
  slug,
  claims,
  current,
  title,
}: {
  org: string;
  owner: string;
  slug: string;
  claims: ClaimBreadcrumb_contract$data['claims'];
  current: number;
  title: string;
}) {
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium text-fg hover:bg-hover"
          data-testid="claim-picker"
        >
          {title}
          <ChevronDown aria-hidden className="size-3.5 text-fg-subtle" />
        </button>
      </MenuTrigger>
      <MenuContent align="start" className="max-h-80 overflow-y-auto">
        <MenuRadioGroup
          value={String(current)}
          onValueChange={(value) => navigate(contractPath(org, owner, slug, 'claims', value))}
        >
          {claims.map((c) => (
            <MenuRadioItem key={c.id} value={String(c.number)}>
              <span className="flex w-full items-center justify-between gap-3">
                {c.title}
                <ClaimBadges claim={c} size="sm" />
              </span>
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
