/**
 * A claim's ground for suspending work (s 24A(1)(a)), as a badge on the supplier's home rows:
 * 'Unpaid, no schedule (s 23)', 'Scheduled amount unpaid (s 24)', 'Determination unpaid (s 59)'.
 * Nothing when there is none (and always nothing on the customer side: the server says none).
 */
import { graphql, useFragment } from 'react-relay';
import type { GroundBadge_claim$key } from '../__generated__/GroundBadge_claim.graphql';
import { Badge } from '../ui/Badge';
import { groundLabel } from './texts';

const fragment = graphql`
  fragment GroundBadge_claim on Claim {
    suspensionGround
  }
`;

export function GroundBadge({ claim: claimRef, className }: { claim: GroundBadge_claim$key; className?: string }) {
  const claim = useFragment(fragment, claimRef);
  const label = groundLabel(claim.suspensionGround);
  if (!label) return null;
  return (
    <Badge tone="danger" size="sm" className={className} data-testid="suspension-ground" title="A ground to suspend work (s 24A)">
      {label}
    </Badge>
  );
}
