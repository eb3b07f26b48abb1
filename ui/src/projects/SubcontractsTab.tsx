/**
 * The Subcontracts tab of the contract page (supplier side only): the subcontracts, 'Add subcontract',
 * and each subcontract's 'claims due by' day (ClaimsDueDays, issue 40's cut-offs).
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { Network, Plus } from 'lucide-react';
import type { SubcontractsTabQuery } from '../__generated__/SubcontractsTabQuery.graphql';
import { useScreenAction } from '../commands/registry';
import { Badge } from '../ui/Badge';
import { LinkButton } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Loader } from '../ui/Spinner';
import { ClaimsDueDays } from './ClaimsDueDays';
import type { ContractTabProps } from './contractTabTypes';
import { contractPath } from './paths';
import { TermsChips } from './TermsChips';

const query = graphql`
  query SubcontractsTabQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      id
      archivedAt
      subcontracts {
        id
        slug
        siteName
        archivedAt
        owner {
          slug
        }
        supplier {
          name
          entityName
        }
        paymentTerms {
          atAGlance
        }
      }
    }
  }
`;

export function SubcontractsTab({ org, owner, slug }: ContractTabProps) {
  const data = useLazyLoadQuery<SubcontractsTabQuery>(query, { owner, slug }, { fetchPolicy: 'store-and-network' });
  const subcontracts = data.contract?.subcontracts ?? [];
  const navigate = useNavigate();
  const canAdd = Boolean(data.contract && !data.contract.archivedAt);
  useScreenAction('create', canAdd ? () => navigate(contractPath(org, owner, slug, 'subcontracts', 'new')) : null);
  const add = data.contract?.archivedAt ? null : (
    <LinkButton to={contractPath(org, owner, slug, 'subcontracts', 'new')} icon={<Plus />} size="sm">
      Add subcontract
    </LinkButton>
  );
  if (!subcontracts.length) {
    return (
      <EmptyState
        bordered
        compact
        icon={<Network />}
        title="No subcontracts yet"
        description="Add a subcontract to send claims down the chain: you are its customer."
        action={add}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">{add}</div>
      <ul className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs" aria-label="Subcontracts">
        {subcontracts.map((s) => (
          <li key={s.id} className="border-b border-border last:border-b-0">
            <Link
              to={contractPath(org, s.owner.slug, s.slug)}
              className="flex h-10 items-center gap-3 px-4 text-sm hover:bg-hover"
              data-testid="subcontract-row"
            >
              <span className="truncate font-medium text-fg">
                {s.siteName} / {s.supplier?.name ?? 'No supplier'}
              </span>
              <TermsChips chips={s.paymentTerms.atAGlance} />
              {s.archivedAt ? (
                <Badge tone="warning" size="sm">
                  Archived
                </Badge>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {data.contract ? (
        <Suspense fallback={<Loader />}>
          <ClaimsDueDays
            contractId={data.contract.id}
            subcontracts={subcontracts
              .filter((s) => !s.archivedAt)
              .map((s) => ({ id: s.id, label: `${s.siteName} / ${s.supplier?.name ?? 'No supplier'}` }))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export default SubcontractsTab;
