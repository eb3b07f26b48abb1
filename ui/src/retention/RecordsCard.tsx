/**
 * The holder's retention records (issue 38): 'Make internal report' (every ledger, the register, the last
 * reconciliation; its PDF kept with its SHA-256, its CSV) with the reports made, and, for owners, 'Export all
 * records (zip)' (the ledgers, the register, every entry and every served report with a manifest of SHA-256
 * hashes). Both are prepared by a job (app.retention.records_jobs): the card says 'Preparing…' and asks again
 * for its own fragment every POLL_MS until the job is Ready (the report listed; the export's download link:
 * GET /v1/export/retention with the session cookie, no secret in the link) or Failed (why, beside its button).
 * Each press sends one request key, so a double click makes one report. Shown to those who may make the report
 * (owners and members who can edit projects) or export. A fragment of the page's query: three statements for
 * the list; a report's CSV is asked for only when it is downloaded.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { RecordsCard_query$data, RecordsCard_query$key } from '../__generated__/RecordsCard_query.graphql';
import type { RecordsCardCsvQuery } from '../__generated__/RecordsCardCsvQuery.graphql';
import type { RecordsCardExportMutation } from '../__generated__/RecordsCardExportMutation.graphql';
import type { RecordsCardMakeMutation } from '../__generated__/RecordsCardMakeMutation.graphql';
import type { RecordsCardPollQuery } from '../__generated__/RecordsCardPollQuery.graphql';
import { formatDate } from '../lib/dates';
import { downloadText } from '../lib/download';
import { dollars } from '../lib/format';
import { QUIET_POLL, everyVisible } from '../lib/usePoll';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import {
  CSV_FAILED,
  DOWNLOAD_EXPORT,
  EXPORT_NOTE,
  EXPORT_RECORDS,
  INTERNAL_MADE,
  MAKE_INTERNAL,
  NO_INTERNAL,
  POLL_MS,
  PREPARING_EXPORT,
  PREPARING_INTERNAL,
  RECORDS_DESCRIPTION,
  RECORDS_TITLE,
  internalSummary,
  newestJobs,
  requestKey,
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
    retentionRecordsJobs {
      number
      kind
      status
      message
      reportNumber
      fileName
      sha256
      downloadUrl
    }
    retentionRecordsCanExport
  }
`;

// While a job is Preparing the card asks again for its own fragment only (not the page's query).
const pollQuery = graphql`
  query RecordsCardPollQuery {
    ...RecordsCard_query
  }
`;

const makeMutation = graphql`
  mutation RecordsCardMakeMutation($input: RetentionRecordsAskInput) {
    retentionInternalReportMake(input: $input) {
      job {
        number
        status
      }
    }
  }
`;

const exportMutation = graphql`
  mutation RecordsCardExportMutation($input: RetentionRecordsAskInput) {
    retentionRecordsExport(input: $input) {
      job {
        number
        status
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

type Ask = (variables: { input: { requestKey: string } }) => Promise<{ [field: string]: { job: { number: number } } | null }>;

/** A button that asks for a job: one request key per press (a double click sends the same one), the refusal
 * beside it. `onAsked`: the job asked for (its number); the card watches it and asks again for its jobs. */
function useAsk(ask: Ask, onAsked: (jobNumber: number | null) => void) {
  const key = useRef(requestKey());
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const answer = await ask({ input: { requestKey: key.current } });
      onAsked(Object.values(answer)[0]?.job.number ?? null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      key.current = requestKey();
    }
  };
  return { submit, error };
}

function Preparing({ text, testId }: { text: string; testId: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-fg-muted" data-testid={testId}>
      <Spinner />
      {text}
    </p>
  );
}

/** One way to ask for a record made in the background: its button, 'Preparing…' while the job runs,
 * what is ready beside it, its details, its error under it (the field's own), and a note. */
function RecordsAsk({
  label,
  loading,
  preparing,
  error,
  name,
  onAsk,
  ready = null,
  note = null,
  children = null,
}: {
  label: string;
  loading: boolean;
  preparing: string | null;
  error: string | null | undefined;
  name: 'internal' | 'export';
  onAsk: () => void;
  ready?: ReactNode;
  note?: string | null;
  children?: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          type="button"
          loading={loading}
          disabled={preparing != null}
          onClick={onAsk}
          aria-describedby={error ? errorId : undefined}
        >
          {label}
        </Button>
        {preparing != null ? <Preparing text={preparing} testId={`retention-${name}-preparing`} /> : null}
        {ready}
      </div>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger" data-testid={`retention-${name}-error`}>
          {error}
        </p>
      ) : null}
      {note ? <p className="text-xs text-fg-muted">{note}</p> : null}
    </div>
  );
}

export function RecordsCard({ query }: { query: RecordsCard_query$key }) {
  const data = useFragment(fragment, query);
  const environment = useRelayEnvironment();
  const [make, making] = useMutationPromise<RecordsCardMakeMutation>(makeMutation);
  const [exportAll, exporting] = useMutationPromise<RecordsCardExportMutation>(exportMutation);
  // After asking, and every POLL_MS while a job is Preparing: the card's own fragment again.
  const refresh = () =>
    fetchQuery<RecordsCardPollQuery>(environment, pollQuery, {}, { networkCacheConfig: QUIET_POLL }).toPromise();
  // The jobs asked for or seen Preparing here: when one turns Ready, say so once (a fast worker may have
  // finished it before the card saw it Preparing).
  const watched = useRef(new Set<number>());
  const onAsked = (jobNumber: number | null) => {
    if (jobNumber !== null) watched.current.add(jobNumber);
    void refresh().catch(() => undefined);
  };
  const internalAsk = useAsk(make as unknown as Ask, onAsked);
  const exportAsk = useAsk(exportAll as unknown as Ask, onAsked);
  const reports = data.retentionInternalReports;
  const canExport = data.retentionRecordsCanExport;
  const { internal, exportJob, preparing } = newestJobs(data.retentionRecordsJobs);
  useEffect(() => {
    for (const job of data.retentionRecordsJobs ?? []) {
      if (job.status === 'Preparing') watched.current.add(job.number);
      else if (watched.current.delete(job.number) && job.status === 'Ready' && job.kind === 'internal') toast.success(INTERNAL_MADE);
    }
  }, [data.retentionRecordsJobs]);

  useEffect(() => {
    if (!preparing) return undefined;
    return everyVisible(POLL_MS, () =>
      fetchQuery<RecordsCardPollQuery>(environment, pollQuery, {}, { networkCacheConfig: QUIET_POLL }).toPromise(),
    );
  }, [preparing, environment]);

  if (reports == null && !canExport) return null;
  const internalPreparing = internal?.status === 'Preparing';
  const exportPreparing = exportJob?.status === 'Preparing';
  const internalError = internalAsk.error ?? (internal?.status === 'Failed' ? internal.message : null);
  const exportError = exportAsk.error ?? (exportJob?.status === 'Failed' ? exportJob.message : null);
  return (
    <Card data-testid="retention-records">
      <CardHeader title={RECORDS_TITLE} description={RECORDS_DESCRIPTION} />
      <CardBody className="flex flex-col gap-3">
        {reports != null ? (
          <RecordsAsk
            label={MAKE_INTERNAL}
            loading={making}
            preparing={internalPreparing ? PREPARING_INTERNAL : null}
            error={internalError}
            name="internal"
            onAsk={() => void internalAsk.submit()}
          />
        ) : null}
        {canExport ? (
          <RecordsAsk
            label={EXPORT_RECORDS}
            loading={exporting}
            preparing={exportPreparing ? PREPARING_EXPORT : null}
            error={exportError}
            name="export"
            onAsk={() => void exportAsk.submit()}
            note={EXPORT_NOTE}
            ready={
              exportJob?.status === 'Ready' && exportJob.downloadUrl ? (
                <a className="link text-sm" href={exportJob.downloadUrl} download data-testid="retention-export">
                  {DOWNLOAD_EXPORT}
                  <span className="sr-only">: {exportJob.fileName}</span>
                </a>
              ) : null
            }
          >
            {exportJob?.status === 'Ready' && exportJob.sha256 ? (
              <p className="text-xs text-fg-muted">
                {exportJob.fileName}; SHA-256 {exportJob.sha256.slice(0, 12)}…
              </p>
            ) : null}
          </RecordsAsk>
        ) : null}
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
