/**
 * The claim header's statutory dates and amounts, each under its one name and read from the one
 * server field for that meaning (`Claim.standing`; app/domain/claim_standing.py): 'Schedule due
 * {date}' is the payment-schedule deadline (s 22), 'Payment due {date}' the payment date that
 * applies (the schedule's when one was given in time, else the claim's own), and once a schedule
 * is sent the claimed and scheduled amounts side by side ('Scheduled $X of $Y'). A date that has
 * passed unmet is in the danger colour (the badges say 'Schedule overdue' / 'Payment overdue').
 * Nothing here works out a date.
 */
import { graphql, useFragment } from 'react-relay';
import type { ClaimStanding_claim$key } from '../../__generated__/ClaimStanding_claim.graphql';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';

const fragment = graphql`
  fragment ClaimStanding_claim on Claim {
    standing {
      state
      scheduleDeadline
      paymentDue
      scheduleOverdue
      paymentOverdue
      summary
    }
  }
`;

export const SCHEDULE_DUE = 'Schedule due';
export const PAYMENT_DUE = 'Payment due';

export function ClaimStanding({ claim: ref }: { claim: ClaimStanding_claim$key }) {
  const { standing } = useFragment(fragment, ref);
  const items = [
    standing.scheduleDeadline
      ? { key: 'schedule', text: `${SCHEDULE_DUE} ${formatDate(standing.scheduleDeadline)}`, late: standing.scheduleOverdue }
      : null,
    standing.paymentDue && standing.state !== 'Paid'
      ? { key: 'payment', text: `${PAYMENT_DUE} ${formatDate(standing.paymentDue)}`, late: standing.paymentOverdue }
      : null,
    standing.summary ? { key: 'summary', text: standing.summary, late: false } : null,
  ].filter((item) => item !== null);
  if (!items.length) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm" data-testid="claim-standing">
      {items.map((item, i) => (
        <span key={item.key} className="inline-flex items-center gap-2">
          {i > 0 ? (
            <span aria-hidden className="text-fg-subtle">
              ·
            </span>
          ) : null}
          <span
            data-testid={`claim-${item.key}`}
            className={cn('tabular', item.late ? 'font-medium text-danger' : item.key === 'summary' ? 'text-fg' : 'text-fg-muted')}
          >
            {item.text}
          </span>
        </span>
      ))}
    </p>
  );
}
