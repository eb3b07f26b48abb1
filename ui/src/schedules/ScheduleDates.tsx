/**
 * The claim's dates in the schedule page's header, each in the one name the server gives it
 * (Claim.standing: 'Schedule due {date}', 'Payment due {date}', or overdue in the danger colour).
 * Sending moves them (a schedule sent: 'Payment due', or 'Given late'), so the send's answer
 * spreads this fragment and the header follows.
 */
import { graphql, useFragment } from 'react-relay';
import type { ScheduleDates_standing$key } from '../__generated__/ScheduleDates_standing.graphql';
import { isOverdueLabel, standingLabels } from './standing';

const fragment = graphql`
  fragment ScheduleDates_standing on ClaimStanding {
    nextLabel
    paymentDue
    paymentOverdue
  }
`;

export function ScheduleDates({ standing: ref, sent }: { standing: ScheduleDates_standing$key; sent: boolean }) {
  const standing = useFragment(fragment, ref);
  return (
    <>
      {standingLabels(standing, sent).map((label) => (
        <span key={label} data-testid="schedule-date">
          <span aria-hidden>· </span>
          <span className={isOverdueLabel(label) ? 'font-medium text-danger-soft-fg' : 'font-medium text-fg'}>{label}</span>
        </span>
      ))}
    </>
  );
}
