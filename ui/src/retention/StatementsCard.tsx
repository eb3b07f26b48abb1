/**
 * The Retention page's reports (issue 38; CCA s 18FD): per ledger the holder serves a quarterly
 * statement on the subcontractor (due three months after the last, or after the first money
 * withheld: 'Overdue since {date}' once late), and both sides read the reports served — quarterly
 * statements and the transaction report of each deposit, release, use or correction — each with
 * its PDF, its CSV and its proof of service per recipient. A fragment of the page's query
 * (`retentionReports`): a fixed number of SQL statements whatever the number of ledgers. A report's CSV
 * is asked for (`retentionReport` by its id) only when it is downloaded, never with the page.
 */
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { StatementsCard_query$data, StatementsCard_query$key } from '../__generated__/StatementsCard_query.graphql';
import type { StatementsCardCsvQuery } from '../__generated__/StatementsCardCsvQuery.graphql';
import type { StatementsCardServeMutation } from '../__generated__/StatementsCardServeMutation.graphql';
import { formatDate } from '../lib/dates';
import { downloadText } from '../lib/download';
import { dollars } from '../lib/format';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { toast } from '../ui/Toaster';
import { InspectionPackButton } from './InspectionPackButton';
import {
  NO_REPORTS,
  REPORTS_DESCRIPTION,
  REPORTS_HELD_FROM_US,
  REPORTS_TITLE,
  REPORTS_WE_HOLD,
  SERVE_STATEMENT,
  STATEMENT_SERVED,
  statementStatus,
} from './statements';

const fragment = graphql`
  fragment StatementsCard_query on Query {
    retentionReports {
      contractId
      weHold
      siteName
      payeeName
      statementDueBy
      statementOverdueSince
      lastStatementOn
      viewerCanServe
      reports {
        id
        number
        kindLabel
        periodFrom
        periodTo
        closingBalance
        pdfUrl
        copies {
          email
          sha256
          servedAt
        }
      }
    }
  }
`;

const serveMutation = graphql`
  mutation StatementsCardServeMutation($input: RetentionStatementServeInput!) {
    retentionStatementServe(input: $input) {
      report {
        number
      }
    }
  }
`;

const csvQuery = graphql`
  query StatementsCardCsvQuery($id: ID!) {
    retentionReport(id: $id) {
      csv
      csvFileName
    }
  }
`;

export const CSV_FAILED = 'The CSV could not be downloaded. Try again in a moment.';

type Ledger = StatementsCard_query$data['retentionReports'][number];
type Report = Ledger['reports'][number];

function ReportRow({ report }: { report: Report }) {
  const environment = useRelayEnvironment();
  const [fetching, setFetching] = useState(false);
  const downloadCsv = async () => {
    setFetching(true);
    try {
      const data = await fetchQuery<StatementsCardCsvQuery>(environment, csvQuery, { id: report.id }, {
        fetchPolicy: 'network-only',
      }).toPromise();
      const found = data?.retentionReport;
      if (found) downloadText(found.csvFileName, found.csv);
      else toast.error(CSV_FAILED);
    } catch {
      toast.error(CSV_FAILED);
    } finally {
      setFetching(false);
    }
  };
  const period =
    report.periodFrom === report.periodTo
      ? formatDate(report.periodFrom)
      : `${formatDate(report.periodFrom)} – ${formatDate(report.periodTo)}`;
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2" data-testid="retention-report">
      <span className="font-medium">
        {report.kindLabel} {report.number}
      </span>
      <span className="text-fg-muted">{period}</span>
      <span>Held: {dollars(Number(report.closingBalance))}</span>
      <a className="link" href={report.pdfUrl} target="_blank" rel="noreferrer">
        PDF<span className="sr-only"> of {report.kindLabel.toLowerCase()} {report.number}</span>
      </a>
      <Button size="sm" variant="ghost" type="button" loading={fetching} onClick={() => void downloadCsv()}>
        CSV<span className="sr-only"> of {report.kindLabel.toLowerCase()} {report.number}</span>
      </Button>
      <span className="basis-full text-xs text-fg-muted" data-testid="retention-report-copies">
        {report.copies.length === 0
          ? 'No recipient on the subcontractor’s side.'
          : report.copies
              .map((c) => (c.sha256 ? `Served to ${c.email} (SHA-256 ${c.sha256.slice(0, 12)}…)` : `Sending to ${c.email}`))
              .join('; ')}
      </span>
    </li>
  );
}

function LedgerReports({ ledger, onServed }: { ledger: Ledger; onServed: () => void }) {
  const [serve, serving] = useMutationPromise<StatementsCardServeMutation>(serveMutation);
  const [error, setError] = useState<string | null>(null);
  const status = statementStatus(ledger);
  const errorId = `serve-error-${ledger.contractId}`;
  const submit = async () => {
    setError(null);
    try {
      await serve({ input: { contractId: ledger.contractId } });
      toast.success(STATEMENT_SERVED);
      onServed();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <div className="border-b border-border py-3 last:border-b-0" data-testid="retention-statements">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">{ledger.siteName}</span>
        {ledger.weHold ? <span className="text-fg-muted">for {ledger.payeeName}</span> : null}
        {status ? (
          <Badge tone={status.tone} data-testid="retention-statement-status">
            {status.text}
          </Badge>
        ) : null}
        {ledger.weHold && ledger.viewerCanServe ? (
          <span className="ml-auto flex items-start gap-2">
            <Button
              size="sm"
              variant="secondary"
              type="button"
              loading={serving}
              onClick={submit}
              aria-describedby={error ? errorId : undefined}
            >
              {SERVE_STATEMENT}
              <span className="sr-only"> for {ledger.siteName}</span>
            </Button>
            <InspectionPackButton contractId={ledger.contractId} siteName={ledger.siteName} onSent={onServed} />
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger" data-testid="retention-serve-error">
          {error}
        </p>
      ) : null}
      {ledger.reports.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{NO_REPORTS}</p>
      ) : (
        <ul className="mt-1 divide-y divide-border text-sm">
          {ledger.reports.map((r) => (
            <ReportRow key={r.id} report={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** `onServed`: a statement was served; the page asks for its data again. */
export function StatementsCard({ query, onServed }: { query: StatementsCard_query$key; onServed: () => void }) {
  const data = useFragment(fragment, query);
  const ledgers = data.retentionReports;
  const weHold = ledgers.filter((l) => l.weHold);
  const heldFromUs = ledgers.filter((l) => !l.weHold);
  return (
    <Card data-testid="retention-reports">
      <CardHeader title={REPORTS_TITLE} description={REPORTS_DESCRIPTION} />
      <CardBody className="flex flex-col gap-4">
        {ledgers.length === 0 ? <EmptyState compact title={NO_REPORTS} /> : null}
        {weHold.length > 0 ? (
          <section aria-label={REPORTS_WE_HOLD}>
            <h3 className="text-sm font-semibold text-fg-muted">{REPORTS_WE_HOLD}</h3>
            {weHold.map((l) => (
              <LedgerReports key={l.contractId} ledger={l} onServed={onServed} />
            ))}
          </section>
        ) : null}
        {heldFromUs.length > 0 ? (
          <section aria-label={REPORTS_HELD_FROM_US}>
            <h3 className="text-sm font-semibold text-fg-muted">{REPORTS_HELD_FROM_US}</h3>
            {heldFromUs.map((l) => (
              <LedgerReports key={l.contractId} ledger={l} onServed={onServed} />
            ))}
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}
