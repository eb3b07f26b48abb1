/** The linked claim as its PDF lays it out: the parties, the dates, the sections and the totals. */
import { formatPercent } from '../domain/money';
import { cn } from '../lib/cn';
import { formatDate } from '../lib/dates';
import { dollars, formatPeriod } from '../lib/format';
import { Block } from '../ui/Block';
import { Card, CardBody } from '../ui';
import type { LinkDocument, Party } from './api';
import { SCHEDULE_DUE_BY } from '../claims/texts';

export function PartyBlock({ label, party }: { label: string; party: Party | null }) {
  return (
    <Block label={label}>
      {party ? (
        <>
          <div className="font-medium">{party.name}</div>
          {party.address.split('\n').filter(Boolean).map((line) => (
            <div key={line} className="text-fg-muted">
              {line}
            </div>
          ))}
          {party.gstNumber ? <div className="text-fg-muted">GST {party.gstNumber}</div> : null}
        </>
      ) : (
        <span className="text-fg-subtle">Not set</span>
      )}
    </Block>
  );
}

export function ClaimCard({ doc }: { doc: LinkDocument }) {
  return (
    <Card data-testid="link-claim">
      <CardBody className="flex flex-col gap-6">
        <div className="grid gap-5 sm:grid-cols-3">
          <PartyBlock label="To" party={doc.customer} />
          <PartyBlock label="From" party={doc.supplier} />
          <Block label="Project">
            <div className="font-medium">{doc.siteName}</div>
            {doc.siteLines.map((line) => (
              <div key={line} className="text-fg-muted">
                {line}
              </div>
            ))}
          </Block>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <Block label="Date">{formatDate(doc.claimDate, true)}</Block>
          <Block label="Due Date" testId="link-claim-due">
            {formatDate(doc.standing.claimDueDate, true)}
          </Block>
          {doc.standing.scheduleDeadline ? (
            <Block label={SCHEDULE_DUE_BY} testId="link-schedule-deadline">
              <span className="font-medium">{formatDate(doc.standing.scheduleDeadline, true)}</span>
              {doc.servedOn ? (
                <div className="text-xs text-fg-subtle">Counted from service on {formatDate(doc.servedOn, true)}</div>
              ) : null}
            </Block>
          ) : null}
          <Block label="Period">{formatPeriod(doc.periodFrom, doc.periodTo)}</Block>
          {doc.poNumber ? <Block label="Purchase Order">{doc.poNumber}</Block> : null}
        </div>
        <div className="rounded-lg bg-muted px-4 py-3">
          <div className="text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">Claimed amount</div>
          <div className="text-2xl font-semibold tabular text-fg" data-testid="claimed-amount">
            {dollars(doc.claimedAmount)}
          </div>
          <div className="text-sm text-fg-muted">including GST, due {formatDate(doc.standing.claimDueDate, true)}</div>
        </div>
        {doc.sections.map((section) => (
          <section key={section.title} className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold text-fg">{section.title}</h2>
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full min-w-[560px] text-sm">
                <thead className="bg-muted text-xs uppercase tracking-wide whitespace-nowrap text-fg-subtle">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">Description</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Contract value</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Previous</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">This claim</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">To date</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Complete</th>
                  </tr>
                </thead>
                <tbody>
                  {section.lines.map((line, i) => (
                    <tr key={i} className="border-t border-border">
                      <td className="px-3 py-2 text-fg">
                        {line.groupPath.length ? <span className="text-fg-subtle">{line.groupPath.join(' › ')} › </span> : null}
                        {line.name}
                      </td>
                      <td className="px-3 py-2 text-right tabular text-fg-muted">{dollars(line.totalPrice)}</td>
                      <td className="px-3 py-2 text-right tabular text-fg-muted">{dollars(line.previous)}</td>
                      <td className="px-3 py-2 text-right tabular font-medium text-fg">{dollars(line.thisClaim)}</td>
                      <td className="px-3 py-2 text-right tabular text-fg">{dollars(line.toDate)}</td>
                      <td className="px-3 py-2 text-right tabular text-fg-muted">{formatPercent(line.percentComplete)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="flex flex-col gap-4">
            {doc.paymentDetails ? <Block label="Payment Details">{doc.paymentDetails}</Block> : null}
            {doc.attachments.length ? (
              <Block label="Attachments">
                <span className="text-fg-muted">{doc.attachments.join(', ')}</span>
              </Block>
            ) : null}
          </div>
          <table className="w-full text-sm" data-testid="totals">
            <caption className="sr-only">Totals</caption>
            <tbody>
              <tr>
                <th scope="row" className="py-1.5 text-left font-normal text-fg-muted">
                  Gross claimed to date
                </th>
                <td className="py-1.5 text-right tabular text-fg" data-testid="link-gross">
                  {dollars(doc.grossToDate)}
                </td>
              </tr>
              {doc.totals.map((row, i) => {
                const last = i === doc.totals.length - 1;
                return (
                  <tr key={row.label} className={cn(last && 'text-base font-semibold')}>
                    <th
                      scope="row"
                      className={cn('py-1.5 text-left font-normal text-fg-muted', last && 'border-t-2 border-fg/80 pt-2.5 font-semibold text-fg')}
                    >
                      {row.label}
                    </th>
                    <td className={cn('py-1.5 text-right tabular text-fg', last && 'border-t-2 border-fg/80 pt-2.5')}>
                      {dollars(row.amount)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-sm font-semibold text-fg">{doc.statement}</p>
      </CardBody>
    </Card>
  );
}
