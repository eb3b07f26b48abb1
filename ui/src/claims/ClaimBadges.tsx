/**
 * A claim's badges wherever a claim shows (claim header, the contract's Claims tab, the claim
 * picker, the home's rows, the schedule builder): the server's words and tones
 * (`Claim.standing.badges`, app/domain/claim_standing.py), the first being the claim's state. The
 * UI never works a badge out itself: every screen shows the same words on the same day.
 */
import { graphql, useFragment } from 'react-relay';
import type { ClaimBadges_claim$key } from '../__generated__/ClaimBadges_claim.graphql';
import { Badge, type BadgeTone } from '../ui/Badge';

const fragment = graphql`
  fragment ClaimBadges_claim on Claim {
    standing {
      badges {
        text
        tone
      }
    }
  }
`;

const TONES: ReadonlySet<string> = new Set<BadgeTone>(['neutral', 'primary', 'success', 'warning', 'danger', 'info', 'accent']);

/** The server's tone as the design system's (a tone the UI does not know yet reads neutral). */
export function badgeTone(tone: string): BadgeTone {
  return TONES.has(tone) ? (tone as BadgeTone) : 'neutral';
}

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
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="claim-badges">
      {claim.standing.badges.map((badge, i) => (
        <Badge key={badge.text} tone={badgeTone(badge.tone)} size={size} dot={dot && i === 0} data-testid={i === 0 ? testId : undefined}>
          {badge.text}
        </Badge>
      ))}
    </span>
  );
}
