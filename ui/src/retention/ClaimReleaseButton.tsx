/**
 * 'Claim this release' on a release due to us (issue 38; research RT-9): the subcontractor claims a release
 * of retention through the ordinary claim flow. The server adds 'Release of retention: {stage}' of the
 * amount due, to the cent, to the contract's draft claim (starting one when there is none: app/claims/
 * release_line.py); the claim is then sent and scheduled like any other. A refusal (not due, claimed
 * already, no permission) shows beside the button; on success the way to the draft claim.
 */
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ClaimReleaseButtonMutation } from '../__generated__/ClaimReleaseButtonMutation.graphql';
import { dollars } from '../lib/format';
import { contractPath } from '../projects/paths';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { toast } from '../ui/Toaster';

const mutation = graphql`
  mutation ClaimReleaseButtonMutation($input: RetentionReleaseClaimInput!) {
    retentionReleaseClaim(input: $input) {
      claimNumber
      lineName
      amount
    }
  }
`;

export const CLAIM_RELEASE = 'Claim this release';

export function ClaimReleaseButton({
  contractId,
  stage,
  label,
  org,
  ownerSlug,
  contractSlug,
}: {
  contractId: string;
  stage: number;
  /** The stage's name, for the button's accessible name. */
  label: string;
  org: string;
  ownerSlug: string;
  contractSlug: string;
}) {
  const [claim, claiming] = useMutationPromise<ClaimReleaseButtonMutation>(mutation);
  const [error, setError] = useState<string | undefined>();
  const [claimed, setClaimed] = useState<number | null>(null);
  const onClick = async () => {
    setError(undefined);
    try {
      const done = (await claim({ input: { contractId, stage } })).retentionReleaseClaim;
      if (!done) return;
      setClaimed(done.claimNumber);
      toast.success(`${done.lineName} (${dollars(Number(done.amount))}) added to claim ${done.claimNumber}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  if (claimed !== null) {
    return (
      <Link className="link text-[13px]" to={contractPath(org, ownerSlug, contractSlug, 'claims', claimed)} data-testid="retention-release-claimed">
        In claim {claimed}: open it to send it
      </Link>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" loading={claiming} onClick={onClick} aria-label={`${CLAIM_RELEASE}: ${label}`}>
        {CLAIM_RELEASE}
      </Button>
      {error ? (
        <span role="alert" className="text-[13px] text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}
