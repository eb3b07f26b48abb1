/**
 * The payer's deadline on the claim page, for both sides: 'Payment schedule due by {date}',
 * how it was counted (a disclosure listing the days skipped), and once it has passed with no
 * schedule, the statement that the claimed amount is due as a debt (sections 22–23).
 */
import { CalendarClock } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { ScheduleDeadlineNote_claim$key } from '../../__generated__/ScheduleDeadlineNote_claim.graphql';
import { Banner } from '../../ui/Banner';
import { formatDate } from '../format';
import { formatRun, skippedRuns } from './skippedDays';

const fragment = graphql`
  fragment ScheduleDeadlineNote_claim on Claim {
    status
    scheduleDeadline {
      date
      basis
      workingDaysLeft
      isPassed
      overdueStatement
      skipped {
        date
        reason
      }
    }
  }
`;

export function deadlineLine(date: string): string {
  return `Payment schedule due by ${formatDate(date, true)}`;
}

function daysLeft(left: number, isPassed: boolean, scheduled: boolean): string {
  if (scheduled) return 'A payment schedule has been given.';
  if (isPassed) return 'The deadline has passed.';
  if (left === 0) return 'Due today.';
  return `${left} working day${left === 1 ? '' : 's'} left.`;
}

export function ScheduleDeadlineNote({ claim: claimRef }: { claim: ScheduleDeadlineNote_claim$key }) {
  const claim = useFragment(fragment, claimRef);
  const deadline = claim.scheduleDeadline;
  if (!deadline) return null;
  const overdue = deadline.overdueStatement;
  return (
    <Banner
      tone={overdue ? 'warning' : 'neutral'}
      icon={<CalendarClock />}
      title={deadlineLine(deadline.date)}
    >
      <div data-testid="schedule-deadline" className="flex flex-col gap-1.5">
        {overdue ? <p className="font-medium text-fg">{overdue}</p> : null}
        <p>{daysLeft(deadline.workingDaysLeft, deadline.isPassed, claim.status === 'Scheduled')}</p>
        <details className="group">
          <summary className="cursor-pointer select-none text-fg-muted hover:text-fg">How this date was counted</summary>
          <div className="mt-1.5 flex flex-col gap-1">
            <p>{`Counted as ${deadline.basis}.`}</p>
            {deadline.skipped.length ? (
              <>
                <p>{`Days not counted (${deadline.skipped.length}):`}</p>
                <ul className="list-disc pl-5">
                  {skippedRuns(deadline.skipped).map((run) => (
                    <li key={run.from}>{`${formatRun(run)}: ${run.reason}`}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </details>
      </div>
    </Banner>
  );
}
