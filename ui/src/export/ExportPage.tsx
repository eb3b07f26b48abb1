/**
 * /{org}/export — the Export screen (spec 2 §2): the organisation's claims on both sides as a
 * results table, and 'Download CSV' (claims-{timestamp}.csv, the spec's columns, written and
 * streamed by the server: app/exports). Filters by side, status and the period's end date live in
 * the URL, so a filtered export can be bookmarked. The table shows the first 200 rows and the
 * main amounts; the CSV holds every row and column. Each date column says which date it is (the
 * payment-schedule deadline of s 22, the claim's due date, the schedule's payment date), and the
 * amounts received and outstanding are the server's (app/exports/claims.py).
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download, FileSpreadsheet } from 'lucide-react';
import { formatPeriod } from '../lib/format';
import { formatDate } from '../lib/dates';
import { formatMoney } from '../domain/money';
import { orgPath, useOrgSlug } from '../shell/org';
import { buttonClasses } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Input, NativeSelect } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table';
import { GIVEN_LATE } from '../claims/texts';
import { claimsExportUrl, filtersOf, type ExportFilters } from './exportUrl';

export const LOADING_EXPORT = 'Loading claims...';
export const NO_CLAIMS = 'No claims match these filters.';
export const LOAD_FAILED = 'The claims could not be loaded. Try again in a moment.';

export interface ExportRow {
  relation: string;
  supplierName: string;
  customerName: string;
  slug: string;
  number: number;
  status: string;
  periodFrom: string | null;
  periodTo: string | null;
  claimExcl: number | null;
  claimTax: number | null;
  scheduleExcl: number | null;
  scheduleDueDate: string | null;
  scheduleDeadline: string | null;
  claimDueDate: string | null;
  received: number | null;
  outstanding: number | null;
  scheduleGivenLate: boolean;
  contractId: string;
  ownerSlug: string;
  /** The claim charges GST (a supplier not registered for GST charges none: issue 34). */
  chargesGst: boolean;
}

type Loaded = { rows: ExportRow[]; more: boolean } | 'loading' | 'failed';

const RELATIONS = [
  { value: '', label: 'Both sides' },
  { value: 'Supplier', label: 'Claims we sent' },
  { value: 'Customer', label: 'Claims we received' },
];
const STATUSES = [
  { value: '', label: 'Any status' },
  { value: 'New', label: 'Draft' },
  { value: 'Sent', label: 'Sent' },
  { value: 'Scheduled', label: 'Scheduled' },
  { value: 'PartPaid', label: 'Part paid' },
  { value: 'Paid', label: 'Paid' },
  { value: 'Voided', label: 'Voided' },
];

/** The export's status as the screen names it: 'Draft' for New, 'Part paid' for PartPaid. */
export function statusText(status: string): string {
  return STATUSES.find((s) => s.value === status && s.value)?.label ?? status;
}

/** The table's columns of dates and amounts beyond the claim's own, each named for what it is. */
export const DATE_HEADINGS = {
  scheduleDeadline: 'Schedule due (s 22)',
  claimDueDate: 'Claim due',
  scheduleDueDate: 'Payment date (schedule)',
} as const;

/**
 * The amount columns' titles, following the GST basis of the rows shown: GST is named only where
 * a row charges it (a supplier not registered for GST charges none). Rows that all charge GST keep
 * the titles as they were; rows that charge none show the amounts with no word of GST; a mix keeps
 * the GST titles and says a row charges none in its GST cell (`NO_GST`).
 */
export const NO_GST = 'No GST';
export function amountTitles(rows: ReadonlyArray<Pick<ExportRow, 'chargesGst'>>) {
  const anyGst = rows.some((row) => row.chargesGst);
  const allGst = rows.every((row) => row.chargesGst);
  const incl = allGst ? ', incl. GST' : anyGst ? ', incl. GST where charged' : '';
  return {
    showGst: anyGst,
    claimed: anyGst ? 'Claimed excl' : 'Claimed',
    scheduled: anyGst ? 'Scheduled excl' : 'Scheduled',
    received: `What the supplier's records confirm received${incl}`,
    outstanding: `What is payable less what was received${incl}`,
  };
}

function money(cents: number | null) {
  return cents === null ? '' : formatMoney(cents);
}

function useRows(org: string, filters: ExportFilters): Loaded {
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const url = claimsExportUrl(org, filters, true);
  useEffect(() => {
    let live = true;
    setLoaded((current) => (current === 'failed' ? 'loading' : current));
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
      .then((body: { rows: ExportRow[]; more: boolean }) => live && setLoaded(body))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [url]);
  return loaded;
}

function Filters({ filters, onChange }: { filters: ExportFilters; onChange: (key: keyof ExportFilters, value: string) => void }) {
  const label = 'flex flex-col gap-1 text-xs font-medium text-fg-muted';
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
      <label className={label}>
        Side
        <NativeSelect className="w-48" value={filters.relation ?? ''} options={RELATIONS} onChange={(e) => onChange('relation', e.target.value)} />
      </label>
      <label className={label}>
        Status
        <NativeSelect className="w-40" value={filters.status ?? ''} options={STATUSES} onChange={(e) => onChange('status', e.target.value)} />
      </label>
      <label className={label}>
        Period ends from
        <Input type="date" className="w-40" value={filters.from ?? ''} onChange={(e) => onChange('from', e.target.value)} />
      </label>
      <label className={label}>
        to
        <Input type="date" className="w-40" value={filters.to ?? ''} onChange={(e) => onChange('to', e.target.value)} />
      </label>
    </div>
  );
}

function Results({ org, loaded }: { org: string; loaded: Exclude<Loaded, 'loading' | 'failed'> }) {
  if (!loaded.rows.length) {
    return <EmptyState bordered icon={<FileSpreadsheet />} title={NO_CLAIMS} description="Change the filters, or send or receive a claim first." />;
  }
  const titles = amountTitles(loaded.rows);
  return (
    <>
      <Table aria-label="Claims to export" data-testid="export-table">
        <THead>
          <tr>
            <Th>Project</Th>
            <Th>Claim</Th>
            <Th>Status</Th>
            <Th>Period</Th>
            <Th numeric>{titles.claimed}</Th>
            {titles.showGst ? <Th numeric>GST</Th> : null}
            <Th numeric>{titles.scheduled}</Th>
            <Th title="The payment-schedule deadline (Construction Contracts Act 2002, s 22)">{DATE_HEADINGS.scheduleDeadline}</Th>
            <Th title="The due date for payment stated in the claim">{DATE_HEADINGS.claimDueDate}</Th>
            <Th title="The payment date stated in the payment schedule">{DATE_HEADINGS.scheduleDueDate}</Th>
            <Th numeric title={titles.received}>
              Received
            </Th>
            <Th numeric title={titles.outstanding}>
              Outstanding
            </Th>
          </tr>
        </THead>
        <TBody>
          {loaded.rows.map((row) => (
            <Tr key={`${row.contractId}-${row.number}`} data-testid="export-row">
              <Td>
                <div className="font-medium text-fg">{row.relation === 'Supplier' ? row.customerName : row.supplierName}</div>
                <div className="whitespace-nowrap text-xs text-fg-subtle">
                  {row.slug} · {row.relation === 'Supplier' ? 'sent' : 'received'}
                </div>
              </Td>
              <Td className="whitespace-nowrap">
                <Link className="link font-medium" to={orgPath(org, 'projects', row.ownerSlug, row.slug, 'claims', row.number)}>
                  Claim {row.number}
                </Link>
              </Td>
              <Td muted className="whitespace-nowrap" data-testid="export-status">
                {statusText(row.status)}
              </Td>
              <Td muted className="whitespace-nowrap">
                {formatPeriod(row.periodFrom, row.periodTo)}
              </Td>
              <Td numeric>{money(row.claimExcl)}</Td>
              {titles.showGst ? (
                <Td numeric muted data-testid="export-gst">
                  {row.chargesGst ? money(row.claimTax) : NO_GST}
                </Td>
              ) : null}
              <Td numeric>{money(row.scheduleExcl)}</Td>
              <Td muted className="whitespace-nowrap" data-testid="export-schedule-deadline">
                {formatDate(row.scheduleDeadline)}
                {row.scheduleGivenLate ? <div className="text-xs font-medium text-warning-soft-fg">{GIVEN_LATE}</div> : null}
              </Td>
              <Td muted className="whitespace-nowrap" data-testid="export-claim-due">
                {formatDate(row.claimDueDate)}
              </Td>
              <Td muted className="whitespace-nowrap" data-testid="export-schedule-payment-date">
                {formatDate(row.scheduleDueDate)}
              </Td>
              <Td numeric data-testid="export-received">
                {money(row.received)}
              </Td>
              <Td numeric data-testid="export-outstanding">
                {money(row.outstanding)}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {loaded.more ? (
        <p className="mt-3 text-[13px] text-fg-muted" role="status">
          The table shows the first {loaded.rows.length} claims; the CSV holds every claim that matches.
        </p>
      ) : null}
    </>
  );
}

export function ExportPage() {
  const org = useOrgSlug();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const loaded = useRows(org, filters);
  const change = (key: keyof ExportFilters, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  return (
    <>
      <title>Export · Claimdesk</title>
      <PageHeader
        title="Export"
        description="Every claim on your projects, sent and received, with its schedule. Amounts in the CSV are dollars."
        actions={
          <a className={buttonClasses({ variant: 'primary' })} href={claimsExportUrl(org, filters)} download data-testid="export-download">
            <Download aria-hidden /> Download CSV
          </a>
        }
      />
      <Filters filters={filters} onChange={change} />
      {loaded === 'loading' ? (
        <Loader message={LOADING_EXPORT} />
      ) : loaded === 'failed' ? (
        <p role="alert" className="text-sm text-danger-soft-fg">
          {LOAD_FAILED}
        </p>
      ) : (
        <Results org={org} loaded={loaded} />
      )}
    </>
  );
}

export { ExportPage as Component };
