/**
 * The Variations tab of the contract page: the contract's issues, newest first, each with its
 * estimate total, time impact and both approvals ('Approved' / 'Not Approved' for the customer's,
 * as the grid's variation rows say), and who must act next. 'c' (or the button) starts a new request
 * preselected to this contract: the customer side asks for a price ('New request'), the supplier
 * side requests a variation from its customer ('Request a variation', issue 36).
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { Plus, Shuffle } from 'lucide-react';
import type { VariationsTabQuery } from '../__generated__/VariationsTabQuery.graphql';
import { dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import { useScreenAction } from '../commands/registry';
import type { ContractTabProps } from '../projects/contractTabTypes';
import { orgPath } from '../shell/org';
import { Badge } from '../ui/Badge';
import { LinkButton } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { awaitingLabel, awaitingTone } from './awaiting';

const query = graphql`
  query VariationsTabQuery($id: ID!) {
    contractVariations(contractId: $id) {
      id
      createdAt
      issue {
        id
        number
        title
        dueAt
      }
      estimate {
        total
        scheduleImpactDays
      }
      supplierApproval {
        state
      }
      customerApproval {
        state
      }
      awaiting
      viewerMustAct
    }
  }
`;

export const REQUEST_A_VARIATION = 'Request a variation';

/** The New request screen preselected to this contract; from the supplier side, a request to the customer. */
export function newRequestPath(org: string, owner: string, slug: string, viewerIsSupplier: boolean): string {
  const c = `c=${encodeURIComponent(`${owner}/${slug}`)}`;
  return `${orgPath(org, 'issues', 'new')}?${viewerIsSupplier ? `to=customer&${c}` : c}`;
}

export function approvalLabel(state: string): string {
  return state === 'Approved' ? 'Approved' : 'Not Approved';
}

export function VariationsTab({ contractId, org, owner, slug, viewerIsSupplier }: ContractTabProps) {
  const data = useLazyLoadQuery<VariationsTabQuery>(query, { id: contractId }, { fetchPolicy: 'store-and-network' });
  const navigate = useNavigate();
  const newIssue = newRequestPath(org, owner, slug, viewerIsSupplier);
  useScreenAction('create', () => navigate(newIssue));
  const rows = data.contractVariations;
  const add = (
    <LinkButton to={newIssue} icon={<Plus />} size="sm" data-testid="new-variation-request">
      {viewerIsSupplier ? REQUEST_A_VARIATION : 'New request'}
    </LinkButton>
  );
  if (!rows.length) {
    return (
      <EmptyState
        bordered
        compact
        icon={<Shuffle />}
        title="No variations yet"
        description={
          viewerIsSupplier
            ? 'Requests for variations, from your customer or from you, show here.'
            : 'Ask for a price and time to carry out a change.'
        }
        action={add}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">{add}</div>
      <ul className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs" aria-label="Variations">
        {rows.map((v) => (
          <li key={v.id} className="border-b border-border last:border-b-0">
            <Link
              to={`${orgPath(org, 'issues', v.issue.number)}?c=${encodeURIComponent(contractId)}`}
              className="flex min-h-10 items-center gap-3 px-4 py-2 text-sm hover:bg-hover"
              data-testid="variation-tab-row"
            >
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{v.issue.title}</span>
              <span className="text-[12px] text-fg-muted">{formatDate(v.createdAt)}</span>
              <span className="w-28 text-right tabular-nums text-fg">{v.estimate ? dollars(v.estimate.total) : '–'}</span>
              <span className="w-16 text-right text-fg-muted">
                {v.estimate?.scheduleImpactDays != null ? `${v.estimate.scheduleImpactDays} days` : ''}
              </span>
              <Badge size="sm" tone={awaitingTone(v.viewerMustAct, v.awaiting)} data-testid="variation-awaiting">
                {awaitingLabel(v.awaiting, viewerIsSupplier)}
              </Badge>
              <Badge size="sm" tone={v.supplierApproval.state === 'Approved' ? 'success' : v.supplierApproval.state === 'Rejected' ? 'danger' : 'neutral'}>
                Supplier: {v.supplierApproval.state}
              </Badge>
              <Badge size="sm" tone={v.customerApproval.state === 'Approved' ? 'success' : 'neutral'}>
                {approvalLabel(v.customerApproval.state)}
              </Badge>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default VariationsTab;
