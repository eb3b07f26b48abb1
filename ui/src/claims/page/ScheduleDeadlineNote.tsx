/**
 * The payer's deadline on the claim page, for both sides: 'Payment schedule due by {date}' (the
 * stored deadline, `standing.scheduleDeadline`: the date every list and badge names), how it was
 * counted (a disclosure listing the payment terms the claim was sent under, what the Act supplies
 * where they are silent, and the days skipped), 'Given late' once a schedule was sent after it,
 * and the debt the Act makes of the claim (`standing.debt.statement`: ss 22–23 or s 24) or, before
 * that, the statement that the deadline passed with no schedule. A claim with no deadline (an
 * invoice) shows the debt statement alone when there is one. Nothing here works out a date.
 */
import { CalendarClock, CircleAlert } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { ScheduleDeadlineNote_claim$key } from '../../__generated__/ScheduleDeadlineNote_claim.graphql';
import { Badge } from '../../ui/Badge';
import { Banner } from '../../ui/Banner';
import { formatDate } from '../../lib/dates';
import { GIVEN_LATE, SCHEDULE_DUE_BY } from '../texts';
import { formatRun, skippedRuns } from './skippedDays';

export const PAYMENT_OVERDUE = 'Payment overdue';

const fragment = graphql`
  fragment ScheduleDeadlineNote_claim on Claim {
    status
    standing {
      scheduleDeadline
      scheduleGivenLate
      debt {
        statement
      }
    }
    scheduleDeadline {
      basis
      workingDaysLeft
      isPassed
      overdueStatement
      terms
      actNotes
      holidaysNote
      skipped {
        date
        reason
      }
    }
  }
`;

export function deadlineLine(date: string): string {
  return `${SCHEDULE_DUE_BY} ${formatDate(date, true)}`;
}

function daysLeft(left: number, isPassed: boolean, scheduled: boolean): string {
  if (scheduled) return 'A payment schedule has been given.';
  if (isPassed) return 'The deadline has passed.';
  if (left === 0) return 'Due today.';
  return `${left} working day${left === 1 ? '' : 's'} left.`;
}

export function ScheduleDeadlineNote({ claim: claimRef }: { claim: ScheduleDeadlineNote_claim$key }) {
  const claim = useFragment(fragment, claimRef);
  const { standing } = claim;
  const explained = claim.scheduleDeadline;
  const debt = standing.debt?.statement ?? null;
  if (!standing.scheduleDeadline || !explained) {
    if (!debt) return null;
    return (
      <Banner tone="warning" icon={<CircleAlert />} title={PAYMENT_OVERDUE}>
        <p className="font-medium text-fg" data-testid="debt-statement">
          {debt}
        </p>
      </Banner>
    );
  }
  const scheduled = claim.status === 'Scheduled';
  // The debt statement says what the overdue statement foretold: one of them, the later.
  const statement = debt ?? explained.overdueStatement;
  return (
    <Banner
      tone={statement ? 'warning' : 'neutral'}
      icon={<CalendarClock />}
      title={deadlineLine(standing.scheduleDeadline)}
    >
      <div data-testid="schedule-deadline" className="flex flex-col gap-1.5">
        {statement ? (
          <p className="font-medium text-fg" data-testid={debt ? 'debt-statement' : 'overdue-statement'}>
            {statement}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-2">
          <span>{daysLeft(explained.workingDaysLeft, explained.isPassed, scheduled)}</span>
          {scheduled && standing.scheduleGivenLate ? (
            <Badge tone="warning" size="sm" data-testid="schedule-given-late">
              {GIVEN_LATE}
            </Badge>
          ) : null}
        </p>
        <details className="group">
          <summary className="cursor-pointer select-none text-fg-muted hover:text-fg">How this date was counted</summary>
          <div className="mt-1.5 flex flex-col gap-1">
            <p>{`Counted as ${explained.basis}.`}</p>
            <p data-testid="deadline-terms">{`Payment terms when the claim was sent: ${explained.terms}`}</p>
            {explained.actNotes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            {explained.skipped.length ? (
              <>
                <p>{`Days not counted (${explained.skipped.length}):`}</p>
                <ul className="list-disc pl-5">
                  {skippedRuns(explained.skipped).map((run) => (
                    <li key={run.from}>{`${formatRun(run)}: ${run.reason}`}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {explained.holidaysNote ? <p>{explained.holidaysNote}</p> : null}
          </div>
        </details>
      </div>
    </Banner>
  );
}
