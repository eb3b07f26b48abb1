/**
 * A sent payment schedule, read-only (it is frozen once sent): 'Submitted on {date}' and by
 * whom — marked 'Given late' when it was sent after the payment-schedule deadline (s 22; the
 * server's PaymentSchedule.givenLate) — the lines with their reasons, the particulars (its
 * 'Scheduled payment date' among them) and notes, the totals as sent, and the schedule PDF.
 */
import { graphql, useFragment } from 'react-relay';
import { ExternalLink } from 'lucide-react';
import type { SentSchedule_schedule$key } from '../__generated__/SentSchedule_schedule.graphql';
import { dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import { todayInAuckland } from '../domain/workingDays';
import { Badge } from '../ui/Badge';
import { buttonClasses } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { GIVEN_LATE, SCHEDULED_PAYMENT_DATE } from '../claims/texts';
import { TYPE_OPTIONS } from './draft';
import { ScheduleLines } from './ScheduleLines';
import { ScheduleTotals } from './ScheduleTotals';

/** The sent schedule: all of it, as the schedule calls answer it. */
const fragment = graphql`
  fragment SentSchedule_schedule on PaymentSchedule {
    ...scheduleMutations_schedule @relay(mask: false)
  }
`;

/** 'Submitted on 3 Mar 2027' from the sentAt instant, as a Pacific/Auckland date. */
export function submittedOn(sentAt: string | null | undefined): string {
  if (!sentAt) return '';
  return `Submitted on ${formatDate(todayInAuckland(new Date(sentAt)))}`;
}

export function SentSchedule({ schedule: ref }: { schedule: SentSchedule_schedule$key }) {
  const schedule = useFragment(fragment, ref);
  const lines = schedule.lines
    .filter((l) => !l.removed)
    .map((l) => ({
      itemId: l.itemId,
      name: l.name,
      claimed: Number(l.claimed),
      scheduled: Number(l.scheduled),
      reason: l.reason,
    }));
  const scheduleExcl = Number(schedule.scheduleExcl);
  const scheduleTax = Number(schedule.scheduleTax);
  const claimedNet = Number(schedule.claimedExcl) + Number(schedule.claimedTax);
  const retention = Number(schedule.retention);
  // The claim's own retention line, as claimed: its exclusive amount less the lines' claims.
  const claimedRetention = Number(schedule.claimedExcl) - lines.reduce((t, l) => t + l.claimed, 0);
  const details: Array<[string, string]> = [
    [SCHEDULED_PAYMENT_DATE, formatDate(schedule.dueDate) || '—'],
    ['Type', TYPE_OPTIONS[schedule.isTaxInvoice ? 0 : 1].label],
    ['Reference', schedule.reference || '—'],
    ['Adjustment excl. GST', dollars(Number(schedule.adjustExcl))],
    ['Adjustment GST', dollars(Number(schedule.adjustTax))],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="sent-schedule">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3 shadow-xs">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg">
          <span data-testid="schedule-submitted">
            <span className="font-medium">{submittedOn(schedule.sentAt)}</span>
            {schedule.submittedBy ? <span className="text-fg-muted"> by {schedule.submittedBy}</span> : null}
          </span>
          {schedule.givenLate ? (
            <Badge tone="warning" data-testid="schedule-given-late">
              {GIVEN_LATE}
            </Badge>
          ) : null}
        </p>
        {schedule.pdfViewUrl ? (
          <a
            href={schedule.pdfViewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="schedule-pdf"
          >
            <ExternalLink aria-hidden />
            View schedule PDF
          </a>
        ) : null}
      </div>
      {/* A schedule received outside Claimdesk states one amount, no lines (issue 34): its PDF is the breakdown. */}
      {lines.length ? (
        <Card>
          <CardHeader title="Scheduled amounts" />
          <CardBody>
            <ScheduleLines lines={lines} claimedRetention={claimedRetention} retention={retention} editable={false} onChange={() => undefined} />
          </CardBody>
        </Card>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader title="Details" />
          <CardBody className="flex flex-col gap-4">
            <dl className="grid grid-cols-[10rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-fg-muted">{label}</dt>
                  <dd className="text-fg">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-col gap-1.5">
              <h3 className="text-sm font-medium text-fg">Reasons for paying less than claimed</h3>
              {schedule.notes.length ? (
                <ol className="list-decimal pl-5 text-sm text-fg" data-testid="schedule-notes">
                  {schedule.notes.map((note, i) => (
                    <li key={i}>{note}</li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-fg-subtle">None.</p>
              )}
            </div>
          </CardBody>
        </Card>
        <Card className="self-start">
          <CardHeader title="Totals" />
          <CardBody>
            <ScheduleTotals
              totals={{
                retention,
                scheduleExcl,
                scheduleTax,
                net: scheduleExcl + scheduleTax,
                claimedNet,
                difference: claimedNet - scheduleExcl - scheduleTax,
              }}
            />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
