/**
 * The Claims tab of the contract page (the default tab): the contract's claims, newest first,
 * and 'New claim' — only for the supplier side with SupplierDraft on a contract that is not
 * archived; otherwise the button is disabled with the tooltip 'You do not have permission' (or
 * why not: another claim is still a draft). A customer never sees a claim in status New (the
 * server leaves them out).
 */
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { FileText, Plus } from 'lucide-react';
import type { ClaimsTabQuery } from '../../__generated__/ClaimsTabQuery.graphql';
import type { claimMutationsCreateMutation } from '../../__generated__/claimMutationsCreateMutation.graphql';
import { useScreenAction } from '../../commands/registry';
import { cn } from '../../lib/cn';
import type { ContractTabProps } from '../../projects/contractTabTypes';
import { contractPath } from '../../projects/paths';
import { errorMessage, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/Toaster';
import { Tooltip } from '../../ui/Tooltip';
import { claimCreateMutation } from '../claimMutations';
import { ClaimBadges } from '../ClaimBadges';
import { CutoffNote } from '../CutoffNote';
import { NO_PERMISSION } from '../texts';
import { RecordClaimButton } from '../received/RecordClaimDialog';
import { dollars, formatPeriod } from '../../lib/format';
import { formatDate } from '../../lib/dates';

const query = graphql`
  query ClaimsTabQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      id
      archivedAt
      viewerIsSupplier
      viewerCanCreateClaim
      viewerCanRecordReceivedClaim
      createClaimDisabledReason
      claims {
        id
        number
        title
        isUnread
        ...ClaimBadges_claim
        ...CutoffNote_claim
        viewerCanSeeDraft
        latest {
          id
          periodFrom
          periodTo
          date
          dueDate
          netPayment
        }
        draft {
          id
          periodFrom
          periodTo
          date
          dueDate
          netPayment
        }
      }
    }
  }
`;

export function NewClaimButton({
  contractId,
  allowed,
  reason,
  onCreated,
}: {
  contractId: string;
  allowed: boolean;
  reason: string | null;
  onCreated: (number: number) => void;
}) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const blocked = !allowed || !!reason;
  const create = async () => {
    setBusy(true);
    try {
      const r = await mutate<claimMutationsCreateMutation>(environment, claimCreateMutation, {
        input: { contractId },
      });
      if (r.claimCreate) onCreated(r.claimCreate.claim.number);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  useScreenAction('create', blocked || busy ? null : () => void create());
  const button = (
    <Button icon={<Plus />} size="sm" loading={busy} disabled={blocked} data-testid="new-claim" onClick={create}>
      New claim
    </Button>
  );
  if (!blocked) return button;
  return (
    <Tooltip content={reason || NO_PERMISSION}>
      <span tabIndex={0} className="inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-ring" data-testid="new-claim-wrapper">
        {button}
      </span>
    </Tooltip>
  );
}

export function ClaimsTab({ org, owner, slug }: ContractTabProps) {
  const navigate = useNavigate();
  const data = useLazyLoadQuery<ClaimsTabQuery>(query, { owner, slug }, { fetchPolicy: 'store-and-network' });
  const contract = data.contract;
  if (!contract) return null;
  const claims = contract.claims;
  const open = (number: number) => navigate(contractPath(org, owner, slug, 'claims', number));
  // The supplier starts its own claims; the customer side, where 'New claim' stays disabled with its
  // reason (spec 2: 'You do not have permission'), records those served on it outside Claimdesk (issue 34).
  const startClaim = (
    <NewClaimButton
      contractId={contract.id}
      allowed={contract.viewerCanCreateClaim}
      reason={contract.createClaimDisabledReason ?? null}
      onCreated={open}
    />
  );
  const newClaim = contract.viewerCanRecordReceivedClaim ? (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <RecordClaimButton contractId={contract.id} onRecorded={open} />
      {startClaim}
    </div>
  ) : (
    startClaim
  );
  if (!claims.length) {
    return (
      <EmptyState
        bordered
        compact
        icon={<FileText />}
        title="No claims yet"
        description={
          !contract.viewerIsSupplier
            ? contract.viewerCanRecordReceivedClaim
              ? 'Payment claims the supplier sends show here. Record those it serves by email, post or hand.'
              : 'Payment claims the supplier sends show here.'
            : // Inviting a claim while 'New claim' is disabled would leave the person at a dead end.
              (contract.createClaimDisabledReason ?? 'Start a progress claim: it opens as a draft you can edit before sending.')
        }
        action={newClaim}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">{newClaim}</div>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-xs">
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Claims">
          <thead>
            <tr className="[&>th]:h-10 [&>th]:border-b [&>th]:border-border [&>th]:bg-muted [&>th]:px-3 [&>th]:text-xs [&>th]:font-medium [&>th]:uppercase [&>th]:tracking-wide [&>th]:text-fg-subtle">
              <th scope="col" className="pl-4 text-left">
                Claim
              </th>
              <th scope="col" className="text-left">
                Period
              </th>
              <th scope="col" className="text-left">
                Date
              </th>
              <th scope="col" className="text-left" title="The due date for payment stated in the claim">
                Claim due
              </th>
              <th scope="col" className="text-right">
                Amount incl. GST
              </th>
              <th scope="col" className="pr-4 text-right">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map((c) => {
              const rev = (c.viewerCanSeeDraft ? c.draft : null) ?? c.latest ?? c.draft;
              const to = contractPath(org, owner, slug, 'claims', c.number);
              return (
                <tr
                  key={c.id}
                  className="group cursor-pointer [&>td]:h-11 [&>td]:border-b [&>td]:border-border [&>td]:px-3 last:[&>td]:border-b-0 hover:[&>td]:bg-muted/70"
                  onClick={() => navigate(to)}
                  data-testid="claim-row"
                >
                  <td className="pl-4">
                    <Link
                      to={to}
                      className={cn('inline-flex items-center gap-2 font-medium text-fg hover:underline', c.isUnread && 'font-semibold')}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {c.isUnread ? <span className="size-2 rounded-full bg-primary" aria-label="Unread" /> : null}
                      {c.title}
                    </Link>
                    <CutoffNote claim={c} variant="row" className="flex max-w-xs" />
                  </td>
                  <td className="text-fg-muted">{rev ? formatPeriod(rev.periodFrom, rev.periodTo) || '—' : '—'}</td>
                  <td className="text-fg-muted">{formatDate(rev?.date) || '—'}</td>
                  <td className="text-fg-muted">{formatDate(rev?.dueDate) || '—'}</td>
                  <td className="text-right tabular font-medium text-fg">{rev ? dollars(Number(rev.netPayment)) : '—'}</td>
                  <td className="pr-4 text-right">
                    <ClaimBadges claim={c} dot />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default ClaimsTab;
