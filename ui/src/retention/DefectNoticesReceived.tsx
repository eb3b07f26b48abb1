/**
 * The notices before use for defects served on the organisation (issue 38; CCA s 18D), on its 'Held
 * from us' side of the Retention page: the party holding its retention money may use it to remedy
 * defects only where the contract permits, after 10 working days' written notice. Each notice with its
 * amount, the defect, the day it was served, 'may be used from {date}' and its PDF (the bytes served).
 * A fragment of the page's query (`retentionDefectNoticesReceived`): a fixed number of SQL statements.
 */
import { graphql, useFragment } from 'react-relay';
import type { DefectNoticesReceived_query$key } from '../__generated__/DefectNoticesReceived_query.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';

export const NOTICES_RECEIVED_TITLE = 'Notices before use for defects served on us';
export const NOTICES_RECEIVED_DESCRIPTION =
  'The party holding your retention money may use it to remedy defects only where the contract permits, and only ' +
  'after 10 working days’ written notice to you (CCA s 18D).';
export const NO_NOTICES_RECEIVED = 'No notice before use for defects has been served on you.';

const fragment = graphql`
  fragment DefectNoticesReceived_query on Query {
    retentionDefectNoticesReceived {
      contractId
      siteName
      holderName
      number
      amount
      used
      defect
      servedOn
      servedWords
      useFrom
      useFromWords
      pdfViewUrl
    }
  }
`;

/** `show`: the organisation has retention held from it (else the card is not shown). */
export function DefectNoticesReceived({ query, show }: { query: DefectNoticesReceived_query$key; show: boolean }) {
  const notices = useFragment(fragment, query).retentionDefectNoticesReceived ?? [];
  if (!show && notices.length === 0) return null;
  return (
    <Card data-testid="defect-notices-received">
      <CardHeader title={NOTICES_RECEIVED_TITLE} description={NOTICES_RECEIVED_DESCRIPTION} />
      <CardBody>
        {notices.length === 0 ? (
          <EmptyState compact title={NO_NOTICES_RECEIVED} />
        ) : (
          <ul className="divide-y divide-border">
            {notices.map((n) => (
              <li key={`${n.contractId}-${n.number}`} className="flex flex-col gap-1 py-3" data-testid="defect-notice-received">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-semibold">
                    Notice {n.number}: {n.siteName}
                  </span>
                  <span className="text-fg-muted">from {n.holderName}</span>
                  <span className="tabular-nums" data-testid="defect-notice-amount">
                    Up to {dollars(Number(n.amount))}
                  </span>
                  {Number(n.used) > 0 ? <span className="text-fg-muted">{dollars(Number(n.used))} used so far</span> : null}
                  <a className="link ml-auto" href={n.pdfViewUrl} target="_blank" rel="noreferrer">
                    PDF<span className="sr-only"> of notice {n.number} on {n.siteName}</span>
                  </a>
                </div>
                <p className="text-sm">{n.defect}</p>
                <p className="text-sm text-fg-muted">
                  {n.servedWords || `Served ${formatDate(n.servedOn)}`}. <span data-testid="defect-notice-use-from">{n.useFromWords}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
