/**
 * The Retention page's requests to inspect the records (issue 38; CCA s 18FC). The holder's side
 * ('Asked of us'): each request is a task, with the subcontractor's message and 'Mark answered'
 * (InspectionAnswerDialog). The subcontractor's side ('Asked by us'): each request's status and the
 * holder's answer. And the 'Held from us' row's action, 'Request to inspect the records'
 * (InspectionRequestDialog), or the day the open request was made. A fragment of the page's query
 * (`retentionInspections`): a fixed number of SQL statements whatever the number of ledgers.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InspectionCard_query$data, InspectionCard_query$key } from '../__generated__/InspectionCard_query.graphql';
import { formatDate } from '../lib/dates';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { InspectionAnswerDialog, type InspectionAnswerTarget } from './InspectionAnswerDialog';
import { InspectionPackButton } from './InspectionPackButton';
import { ANSWER_ACTION, ASKED_BY_US, ASKED_OF_US, INSPECTION_TITLE, NO_REQUESTS, REQUEST_ACTION, requestStatus } from './InspectionForm';
import { InspectionRequestDialog, type InspectionRequestTarget } from './InspectionRequestDialog';

const fragment = graphql`
  fragment InspectionCard_query on Query {
    retentionInspections {
      requests {
        contractId
        number
        siteName
        holderName
        payeeName
        weHold
        requesterName
        message
        requestedOn
        open
        answerWords
        answerNote
        answeredByName
        viewerCanAnswer
      }
      heldFromUs {
        contractId
        siteName
        holderName
        viewerCanRequest
      }
      right
      manners {
        value
        label
      }
      rulesNote
    }
  }
`;

type Inspections = NonNullable<InspectionCard_query$data['retentionInspections']>;
type Request = Inspections['requests'][number];

/** The inspections as the page reads them (for the 'Held from us' rows' action and the card). */
export function useInspections(key: InspectionCard_query$key): Inspections | null {
  return useFragment(fragment, key).retentionInspections ?? null;
}

/** A 'Held from us' row's action: the open request's day, or the button that asks. */
export function InspectionRowAction({
  inspections,
  contractId,
  onAsk,
}: {
  inspections: Inspections;
  contractId: string;
  onAsk: (target: InspectionRequestTarget) => void;
}) {
  const open = inspections.requests.find((r) => r.contractId === contractId && !r.weHold && r.open);
  if (open) {
    return (
      <span className="text-xs text-fg-muted" data-testid="inspection-asked">
        Inspection asked {formatDate(open.requestedOn)}
      </span>
    );
  }
  const ledger = inspections.heldFromUs.find((l) => l.contractId === contractId);
  if (!ledger?.viewerCanRequest) return null;
  return (
    // Two lines at most: the table's figures keep their room (the cell wraps rather than scrolls the table).
    <Button
      size="sm"
      variant="secondary"
      type="button"
      className="h-auto min-h-8 whitespace-normal py-1 text-left leading-tight"
      onClick={() => onAsk({ contractId, siteName: ledger.siteName, holderName: ledger.holderName })}
    >
      {REQUEST_ACTION}
      <span className="sr-only"> of {ledger.siteName}</span>
    </Button>
  );
}

function RequestRow({
  request,
  onAnswer,
  onChanged,
}: {
  request: Request;
  onAnswer: (target: InspectionAnswerTarget) => void;
  onChanged: () => void;
}) {
  const status = requestStatus(request);
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="inspection-request">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">{request.siteName}</span>
        <span className="text-fg-muted">{request.weHold ? `asked by ${request.payeeName}` : `of ${request.holderName}`}</span>
        <Badge tone={status.tone} data-testid="inspection-status">
          {status.text}
        </Badge>
        {request.viewerCanAnswer ? (
          // Serving the pack answers the request with it ('Inspection pack sent', the pack linked).
          <span className="ml-auto">
            <InspectionPackButton contractId={request.contractId} siteName={request.siteName} onSent={onChanged} />
          </span>
        ) : null}
        {request.viewerCanAnswer ? (
          <Button
            size="sm"
            variant="secondary"
            type="button"
            onClick={() =>
              onAnswer({ contractId: request.contractId, number: request.number, siteName: request.siteName, payeeName: request.payeeName })
            }
          >
            {ANSWER_ACTION}
            <span className="sr-only"> for {request.siteName}</span>
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-fg-muted">
        Asked {formatDate(request.requestedOn)}
        {request.requesterName ? ` by ${request.requesterName}` : ''}
        {request.message ? `: “${request.message}”` : ''}
      </p>
      {!request.open && request.answerNote ? (
        <p className="text-sm" data-testid="inspection-answer-note">
          {request.answerNote}
          {request.answeredByName ? <span className="text-fg-muted"> ({request.answeredByName})</span> : null}
        </p>
      ) : null}
    </li>
  );
}

/** `onChanged`: a request was made or answered; the page asks for its data again. */
export function InspectionCard({ query, onChanged }: { query: InspectionCard_query$key; onChanged: () => void }) {
  const inspections = useInspections(query);
  const [answering, setAnswering] = useState<InspectionAnswerTarget | null>(null);
  if (!inspections) return null;
  const ofUs = inspections.requests.filter((r) => r.weHold);
  const byUs = inspections.requests.filter((r) => !r.weHold);
  return (
    <Card data-testid="inspection-requests">
      <CardHeader title={INSPECTION_TITLE} description={`${inspections.right} ${inspections.rulesNote}`} />
      <CardBody className="flex flex-col gap-4">
        {inspections.requests.length === 0 ? <EmptyState compact title={NO_REQUESTS} /> : null}
        {ofUs.length > 0 ? (
          <section aria-label={ASKED_OF_US}>
            <h3 className="text-sm font-semibold text-fg-muted">{ASKED_OF_US}</h3>
            <ul className="divide-y divide-border">
              {ofUs.map((r) => (
                <RequestRow key={`${r.contractId}-${r.number}`} request={r} onAnswer={setAnswering} onChanged={onChanged} />
              ))}
            </ul>
          </section>
        ) : null}
        {byUs.length > 0 ? (
          <section aria-label={ASKED_BY_US}>
            <h3 className="text-sm font-semibold text-fg-muted">{ASKED_BY_US}</h3>
            <ul className="divide-y divide-border">
              {byUs.map((r) => (
                <RequestRow key={`${r.contractId}-${r.number}`} request={r} onAnswer={setAnswering} onChanged={onChanged} />
              ))}
            </ul>
          </section>
        ) : null}
      </CardBody>
      <InspectionAnswerDialog
        target={answering}
        manners={inspections.manners}
        onOpenChange={(open) => (open ? undefined : setAnswering(null))}
        onAnswered={() => {
          setAnswering(null);
          onChanged();
        }}
      />
    </Card>
  );
}

/** The request dialog, held by the page so a 'Held from us' row can open it. */
export function InspectionRequestHost({
  inspections,
  target,
  onClose,
  onSent,
}: {
  inspections: Inspections | null;
  target: InspectionRequestTarget | null;
  onClose: () => void;
  onSent: () => void;
}) {
  return (
    <InspectionRequestDialog
      target={target}
      right={inspections?.right ?? ''}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onSent={onSent}
    />
  );
}
