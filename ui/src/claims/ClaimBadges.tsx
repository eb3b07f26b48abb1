/**
 * A claim's badges wherever a claim shows (claim header, the contract's Claims tab, the claim
 * picker): the one rule is `claimBadges` in format.ts; this reads what it needs of a claim.
 */
import { graphql, useFragment } from 'react-relay';
import type { ClaimBadges_claim$key } from '../__generated__/ClaimBadges_claim.graphql';
import { Badge } from '../ui/Badge';
import { claimBadges } from './format';

const fragment = graphql`
  fragment ClaimBadges_claim on Claim {
    status
    label
    isPaid
    isPaying
    latest {
      type
      dueDate
    }
    schedule {
      status
      dueDate
      scheduleExcl
      scheduleTax
      claimedExcl
      claimedTax
    }
  }
`;

export function ClaimBadges({
  claim: ref,
  size,
  dot,
  testId,
}: {
  claim: ClaimBadges_claim$key;
  size?: 'sm' | 'md';
  dot?: boolean;
  /** On the first badge (the claim's state), for browser tests. */
  testId?: string;
}) {
  const claim = useFragment(fragment, ref);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {claimBadges(claim).map((badge, i) => (
        <Badge key={badge.text} tone={badge.tone} size={size} dot={dot && i === 0} data-testid={i === 0 ? testId : undefined}>
          {badge.text}
        </Badge>
      ))}
    </span>
  );
}
