/**
 * The holder's retention records (issue 38): 'Make internal report' (every ledger, the register, the last
 * reconciliation; its PDF kept with its SHA-256, its CSV) with the reports made, and, for owners, 'Export all
 * records (zip)': a download (GET /v1/export/retention with the session cookie, no secret in the link) of the
 * ledgers, the register, every entry and every served report with a manifest of SHA-256 hashes. Shown to those
 * who may make the report (owners and members who can edit projects) or export. A fragment of the page's query:
 * two statements for the list; a report's CSV is asked for only when it is downloaded.
 */
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { RecordsCard_query$data, RecordsCard_query$key } from '../__generated__/RecordsCard_query.graphql';
import type { RecordsCardCsvQuery } from '../__generated__/RecordsCardCsvQuery.graphql';
import type { RecordsCardMakeMutation } from '../__generated__/RecordsCardMakeMutation.graphql';
import { formatDate } from '../lib/dates';
import { downloadText } from '../lib/download';
import { dollars } from '../lib/format';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { toast } from '../ui/Toaster';
import {
  CSV_FAILED,
  EXPORT_NOTE,
  EXPORT_RECORDS,
  INTERNAL_MADE,
  MAKE_INTERNAL,
  NO_INTERNAL,
  RECORDS_DESCRIPTION,
  RECORDS_TITLE,
  internalSummary,
} from './records';

const fragment = graphql`
  fragment RecordsCard_query on Query {
    retentionInternalReports {
      id
      number
      madeOn
      madeBy
      ledgerCount
      retentionMoney
      difference
      sha256
      pdfUrl
    }
    retentionRecordsExportUrl
  }
`;

const makeMutation = graphql`
  mutation RecordsCardMakeMutation {
    retentionInternalReportMake {
      report {
        number
      }
    }
  }
`;

// The list carries no CSV: it is built for the report downloaded only.
const csvQuery = graphql`
  query RecordsCardCsvQuery {
    retentionInternalReports {
      id
      csv
      csvFileName
    }
  }
`;

type Internal = NonNullable<RecordsCard_query$data['retentionInternalReports']>[number];

function InternalRow({ report }: { report: Internal }) {
  const environment = useRelayEnvironment();
  const [fetching, setFetching] = useState(false);
  const downloadCsv = async () => {
    setFetching(true);
    try {
      const data = await fetchQuery<RecordsCardCsvQuery>(environment, csvQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      const found = data?.retentionInternalReports?.find((r) => r.id === report.id);
      if (found) downloadText(found.csvFileName, found.csv);
      else toast.error(CSV_FAILED);
    } catch {
      toast.error(CSV_FAILED);
    } finally {
      setFetching(false);
    }
  };
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2" data-testid="retention-internal-report">
      <span className="font-medium">Internal report {report.number}</span>
      <span className="text-fg-muted">{formatDate(report.madeOn)}</span>
      <span>{internalSummary(report, dollars)}</span>
      <a className="link" href={report.pdfUrl} target="_blank" rel="noreferrer">
        PDF<span className="sr-only"> of internal report {report.number}</span>
      </a>
      <Button size="sm" variant="ghost" type="button" loading={fetching} onClick={() => void downloadCsv()}>
        CSV<span className="sr-only"> of internal report {report.number}</span>
      </Button>
      <span className="basis-full text-xs text-fg-muted">
        Made by {report.madeBy}; SHA-256 {report.sha256.slice(0, 12)}…
      </span>
    </li>
  );
}

/** `onMade`: a report was made; the page asks for its data again. */
export function RecordsCard({ query, onMade }: { query: RecordsCard_query$key; onMade: () => void }) {
  const data = useFragment(fragment, query);
  const [make, making] = useMutationPromise<RecordsCardMakeMutation>(makeMutation);
  const [error, setError] = useState<string | null>(null);
  const reports = data.retentionInternalReports;
  const exportUrl = data.retentionRecordsExportUrl;
  if (reports == null && exportUrl == null) return null;
  const submit = async () => {
    setError(null);
    try {
      await make({});
      toast.success(INTERNAL_MADE);
      onMade();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Card data-testid="retention-records">
      <CardHeader title={RECORDS_TITLE} description={RECORDS_DESCRIPTION} />
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          {reports != null ? (
            <Button size="sm" variant="secondary" type="button" loading={making} onClick={submit} aria-describedby={error ? 'internal-error' : undefined}>
              {MAKE_INTERNAL}
            </Button>
          ) : null}
          {exportUrl ? (
            <a className="link text-sm" href={exportUrl} download data-testid="retention-export">
              {EXPORT_RECORDS}
            </a>
          ) : null}
        </div>
        {error ? (
          <p id="internal-error" role="alert" className="text-sm text-danger" data-testid="retention-internal-error">
            {error}
          </p>
        ) : null}
        {exportUrl ? <p className="text-xs text-fg-muted">{EXPORT_NOTE}</p> : null}
        {reports != null ? (
          reports.length === 0 ? (
            <EmptyState compact title={NO_INTERNAL} />
          ) : (
            <ul className="divide-y divide-border text-sm">
              {reports.map((r) => (
                <InternalRow key={r.id} report={r} />
              ))}
            </ul>
          )
        ) : null}
      </CardBody>
    </Card>
  );
}
