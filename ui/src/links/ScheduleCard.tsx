/** The payment schedule served on the linked claim: its lines, totals, notes and dates. */
import { cn } from '../lib/cn';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { Block } from '../ui/Block';
import { Card, CardBody } from '../ui';
import type { LinkDocument } from './api';
import { PartyBlock } from './ClaimCard';
import { SCHEDULED_PAYMENT_DATE, SCHEDULE_DUE_BY } from '../claims/texts';

export function ScheduleCard({ doc }: { doc: LinkDocument }) {
  const s = doc.schedule!;
  return (
    <Card data-testid="link-schedule">
      <CardBody className="flex flex-col gap-6">
        <div className="grid gap-5 sm:grid-cols-3">
          <PartyBlock label="Payer" party={doc.customer} />
          <PartyBlock label="Payee" party={doc.supplier} />
          <Block label="Date">{formatDate(s.issuedOn, true)}</Block>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {doc.standing.scheduleDeadline ? (
            <Block label={SCHEDULE_DUE_BY} testId="link-schedule-deadline">
              {formatDate(doc.standing.scheduleDeadline, true)}
            </Block>
          ) : null}
          <Block label={SCHEDULED_PAYMENT_DATE} testId="link-schedule-payment-date">
            <span className="font-medium">{formatDate(doc.standing.schedulePaymentDate, true)}</span>
          </Block>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-muted px-4 py-3">
            <div className="text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">Scheduled amount</div>
            <div className="text-2xl font-semibold tabular text-fg" data-testid="scheduled-amount">
              {dollars(s.scheduledNet)}
            </div>
            <div className="text-sm text-fg-muted">of {dollars(s.claimedNet)} claimed</div>
          </div>
          <div className="flex flex-col gap-3">
            {s.reference ? <Block label="Reference">{s.reference}</Block> : null}
            {s.sentBy ? <Block label="Sent by">{s.sentBy}</Block> : null}
          </div>
        </div>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[520px] text-sm">
            <thead className="bg-muted text-xs uppercase tracking-wide whitespace-nowrap text-fg-subtle">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">Description</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Claimed</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Scheduled</th>
                <th scope="col" className="px-3 py-2 text-left font-medium">Reason</th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((line, i) => (
                <tr key={i} className="border-t border-border">
                  <td className="px-3 py-2 text-fg">{line.name}</td>
                  <td className="px-3 py-2 text-right tabular text-fg-muted">{dollars(line.claimed)}</td>
                  <td className={cn('px-3 py-2 text-right tabular font-medium', line.scheduled < line.claimed ? 'text-warning' : 'text-fg')}>
                    {dollars(line.scheduled)}
                  </td>
                  <td className="px-3 py-2 text-fg-muted">{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <table className="ml-auto w-full max-w-sm text-sm">
          <caption className="sr-only">Totals</caption>
          <thead>
            <tr className="text-xs uppercase tracking-wide text-fg-subtle">
              <th scope="col" />
              <th scope="col" className="py-1 text-right font-medium">Claimed</th>
              <th scope="col" className="py-1 text-right font-medium">Scheduled</th>
            </tr>
          </thead>
          <tbody>
            {s.totals.map((row) => (
              <tr key={row.label} className={cn(row.isTotal && 'font-semibold')}>
                <th scope="row" className="py-1.5 text-left font-normal text-fg-muted">{row.label}</th>
                <td className="py-1.5 text-right tabular text-fg-muted">{dollars(row.claimed)}</td>
                <td className="py-1.5 text-right tabular text-fg">{dollars(row.scheduled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {s.notes.length ? (
          <Block label="Notes">
            <ul className="list-disc pl-5">
              {s.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Block>
        ) : null}
        <p className="text-sm font-semibold text-fg">{s.statement}</p>
      </CardBody>
    </Card>
  );
}
