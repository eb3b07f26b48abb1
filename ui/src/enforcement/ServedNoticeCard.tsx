/**
 * The customer side's card of a notice of intention to suspend work served on it (issue 39): when
 * it was served, the unpaid amount, 'pay by the end of {date}' and 'work may be suspended from
 * {date}' (the server's dates, the ones the supplier's panel shows), the notice's PDF, and what the
 * payer can do: record a payment (the payments' own dialog). Once work is suspended it says so with
 * the days counted. The words are the server's (`Claim.servedSuspensionNotice`); the supplier side
 * has its own panel ('What you can do now'), so the card shows only to the payer.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { TriangleAlert } from 'lucide-react';
import type { ServedNoticeCard_claim$key } from '../__generated__/ServedNoticeCard_claim.graphql';
import { PaymentDialog } from '../claims/payments/PaymentDialog';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { servedNoticeFacts } from './servedNotice';

const fragment = graphql`
  fragment ServedNoticeCard_claim on Claim {
    viewerPaymentSide
    viewerCanRecordPayment
    servedSuspensionNotice {
      title
      section
      noticeDate
      servedOn
      servedWords
      unpaid
      payByWords
      suspendFromWords
      stillUnpaid
      whatToDo
      pdfUrl
      suspensions {
        suspendedOn
        resumedOn
        words
      }
    }
    ...PaymentDialog_claim
  }
`;

export function ServedNoticeCard({ claim: claimRef }: { claim: ServedNoticeCard_claim$key }) {
  const claim = useFragment(fragment, claimRef);
  const [paying, setPaying] = useState(false);
  const notice = claim.servedSuspensionNotice;
  if (!notice || claim.viewerPaymentSide !== 'Payer') return null;
  const facts = servedNoticeFacts({ ...notice, unpaid: Number(notice.unpaid) }, formatDate, dollars);
  return (
    <Card data-testid="served-notice" aria-labelledby="served-notice-title">
      <CardHeader
        title={
          <span id="served-notice-title" className="inline-flex items-center gap-2">
            <TriangleAlert className="size-4 text-warning-soft-fg" aria-hidden />
            {facts.heading}
          </span>
        }
        description={facts.served}
        actions={
          <a className="text-sm font-medium text-primary underline" href={notice.pdfUrl} target="_blank" rel="noreferrer" data-testid="served-notice-pdf">
            Open the notice (PDF)
          </a>
        }
      />
      <CardBody className="flex flex-col gap-3 pt-3">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="served-notice-facts">
          {facts.rows.map((row) => (
            <div key={row.label}>
              <dt className="text-xs text-fg-muted">{row.label}</dt>
              <dd className="text-sm font-medium text-fg" data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {notice.suspensions.length ? (
          <ul className="flex flex-col gap-1" data-testid="served-notice-suspensions">
            {notice.suspensions.map((s) => (
              <li
                key={s.suspendedOn}
                className={s.resumedOn == null ? 'rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-fg' : 'text-sm text-fg-muted'}
                data-testid="served-notice-suspension"
              >
                {s.words}
              </li>
            ))}
          </ul>
        ) : null}
        {notice.whatToDo ? (
          <p className="text-sm text-fg" data-testid="served-notice-todo">
            {notice.whatToDo}
          </p>
        ) : null}
        {claim.viewerCanRecordPayment && notice.stillUnpaid ? (
          <div>
            <Button size="sm" onClick={() => setPaying(true)} data-testid="served-notice-pay">
              Record a payment
            </Button>
          </div>
        ) : null}
      </CardBody>
      <PaymentDialog claim={claim} open={paying} onOpenChange={setPaying} />
    </Card>
  );
}
