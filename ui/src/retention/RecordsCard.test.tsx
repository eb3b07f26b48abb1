// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetentionPage } from './RetentionPage';
import { POLL_MS, internalSummary } from './records';
import { dollars } from '../lib/format';

const NOWHERE = 'Record where this retention money is held before reporting on it.';
const OWNERS_ONLY = "Only the organisation's owners can export its retention records";
const INTERNAL = {
  id: 'UmV0ZW50aW9uSW50ZXJuYWxSZXBvcnQ6NzoxCg==',
  number: 1,
  madeOn: '2026-06-30',
  madeBy: 'Client Owner',
  ledgerCount: 3,
  retentionMoney: 3_000_000,
  difference: 0,
  sha256: 'cd'.repeat(32),
  pdfUrl: '/v1/pdf?document=retention_internal&number=1',
};

function job(kind: 'internal' | 'export', status: string) {
  return {
    number: 5,
    kind,
    status,
    message: null,
    reportNumber: kind === 'internal' && status === 'Ready' ? 1 : null,
    fileName: kind === 'export' && status === 'Ready' ? 'client-retention-records-20260601-090000.zip' : null,
    sha256: kind === 'export' && status === 'Ready' ? 'ab'.repeat(32) : null,
    downloadUrl: kind === 'export' && status === 'Ready' ? '/v1/export/retention?sid=7&org=client&job=5' : null,
  };
}

async function renderPage(query: Record<string, unknown>) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/client/retention']}>
        <Routes>
          <Route path="/:org/retention" element={<RetentionPage />} />
        </Routes>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        RetentionOverview: () => ({ weHold: [], heldFromUs: [], trustAccount: null, banks: [] }),
        Query: () => ({
          retentionReports: [
            {
              contractId: 'Q29udHJhY3Q6MQ==',
              weHold: true,
              siteName: 'Harbour View',
              payeeName: 'Acme Builders',
              statementDueBy: '2026-08-20',
              statementOverdueSince: null,
              lastStatementOn: null,
              viewerCanServe: true,
              reports: [],
            },
          ],
          retentionInspections: null,
          ...query,
        }),
      }),
    ),
  );
  return environment;
}

describe('the holder’s retention records', () => {
  // The card asks again on a timer while a job is Preparing: the tests move the clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says what an internal report covers and whether the account reconciled', () => {
    expect(internalSummary({ ledgerCount: 3, retentionMoney: '3000000', difference: '0' }, dollars)).toBe(
      '3 ledgers, $30,000.00 held; reconciled',
    );
    expect(internalSummary({ ledgerCount: 1, retentionMoney: '100000', difference: '-1234' }, dollars)).toBe(
      '1 ledger, $1,000.00 held; the account is $12.34 out',
    );
    expect(internalSummary({ ledgerCount: 1, retentionMoney: '100000', difference: null }, dollars)).toBe(
      '1 ledger, $1,000.00 held; no bank statement imported',
    );
  });

  it('makes the internal report as a job: Preparing…, then the report listed; one key per press', async () => {
    const environment = await renderPage({ retentionInternalReports: [], retentionRecordsJobs: [], retentionRecordsCanExport: false });
    const card = screen.getByTestId('retention-records');
    expect(within(card).queryByRole('button', { name: 'Export all records (zip)' })).toBeNull();
    const button = within(card).getByRole('button', { name: 'Make internal report' });
    fireEvent.click(button);
    fireEvent.click(button); // a double click: the first request is still in flight
    const asked = environment.mock.getAllOperations();
    expect(asked.map((op) => op.request.node.operation.name)).toEqual(['RecordsCardMakeMutation']);
    const key = asked[0].request.variables.input.requestKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await act(async () => environment.mock.resolve(asked[0], { data: { retentionInternalReportMake: { job: { number: 4, status: 'Preparing' } } } }));
    // The card asks again for its own fragment, not the page's query.
    const poll = environment.mock.getMostRecentOperation();
    expect(poll.request.node.operation.name).toBe('RecordsCardPollQuery');
    await act(async () =>
      environment.mock.resolve(poll, MockPayloadGenerator.generate(poll, { Query: () => ({ retentionInternalReports: [], retentionRecordsJobs: [job('internal', 'Preparing')], retentionRecordsCanExport: false }) })),
    );
    expect(within(card).getByRole('status').textContent).toContain('Preparing the internal report…');
    expect(within(card).getByRole('button', { name: 'Make internal report' }).hasAttribute('disabled')).toBe(true);
    // Asked again every POLL_MS while it is Preparing; Ready: the report listed, the status gone.
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.operation.name).toBe('RecordsCardPollQuery');
    await act(async () =>
      environment.mock.resolve(next, MockPayloadGenerator.generate(next, { Query: () => ({ retentionInternalReports: [INTERNAL], retentionRecordsJobs: [job('internal', 'Ready')], retentionRecordsCanExport: false }) })),
    );
    expect(within(card).queryByRole('status')).toBeNull();
    const row = within(card).getByTestId('retention-internal-report');
    expect(row.textContent).toContain('3 ledgers, $30,000.00 held; reconciled');
    expect(within(row).getByRole('link', { name: 'PDF of internal report 1' }).getAttribute('href')).toBe(INTERNAL.pdfUrl);
    expect(within(row).getByText(/SHA-256 cdcdcdcdcdcd…/)).toBeTruthy();
    // The next press is a new request: a new key.
    fireEvent.click(within(card).getByRole('button', { name: 'Make internal report' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input.requestKey).not.toBe(key);
  });

  it('exports as a job: Preparing…, then the download link; a failure in its words beside the button', async () => {
    const environment = await renderPage({ retentionInternalReports: [], retentionRecordsJobs: [job('export', 'Preparing')], retentionRecordsCanExport: true });
    const card = screen.getByTestId('retention-records');
    expect(within(card).getByTestId('retention-export-preparing').textContent).toContain('Preparing the export…');
    expect(within(card).queryByTestId('retention-export')).toBeNull();
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    const poll = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(poll, MockPayloadGenerator.generate(poll, { Query: () => ({ retentionInternalReports: [], retentionRecordsJobs: [job('export', 'Ready')], retentionRecordsCanExport: true }) })),
    );
    const link = within(card).getByRole('link', { name: /Download the export \(zip\)/ });
    expect(link.getAttribute('href')).toBe('/v1/export/retention?sid=7&org=client&job=5');
    expect(within(card).getByText(/SHA-256 abababababab…/)).toBeTruthy();
    // No more asking once nothing is Preparing.
    await act(async () => vi.advanceTimersByTime(POLL_MS * 3));
    expect(environment.mock.getAllOperations()).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Export all records (zip)' }));
    const asked = environment.mock.getMostRecentOperation();
    expect(asked.request.node.operation.name).toBe('RecordsCardExportMutation');
    await act(async () => environment.mock.resolve(asked, { data: { retentionRecordsExport: { job: { number: 6, status: 'Preparing' } } } }));
    const again = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(again, MockPayloadGenerator.generate(again, { Query: () => ({ retentionInternalReports: [], retentionRecordsJobs: [{ ...job('export', 'Failed'), number: 6, message: OWNERS_ONLY }], retentionRecordsCanExport: true }) })),
    );
    const error = within(card).getByTestId('retention-export-error');
    expect(error.textContent).toBe(OWNERS_ONLY);
    expect(within(card).getByRole('button', { name: 'Export all records (zip)' }).getAttribute('aria-describedby')).toBe(error.id);
  });

  it('shows the refusal beside the button and hides the card from those who may do neither', async () => {
    const environment = await renderPage({ retentionInternalReports: [], retentionRecordsJobs: [], retentionRecordsCanExport: false });
    const card = screen.getByTestId('retention-records');
    expect(within(card).getByText('No internal report has been made yet.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Make internal report' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({ data: { retentionInternalReportMake: null }, errors: [{ message: NOWHERE }] } as never),
    );
    const error = within(card).getByTestId('retention-internal-error');
    expect(error.textContent).toBe(NOWHERE);
    expect(within(card).getByRole('button', { name: 'Make internal report' }).getAttribute('aria-describedby')).toBe(error.id);
  });

  it('is not shown to a viewer who may neither make the report nor export', async () => {
    await renderPage({ retentionInternalReports: null, retentionRecordsJobs: null, retentionRecordsCanExport: false });
    expect(screen.queryByTestId('retention-records')).toBeNull();
  });

  it('asks for an internal report’s CSV only when it is downloaded', async () => {
    const environment = await renderPage({ retentionInternalReports: [INTERNAL], retentionRecordsJobs: null, retentionRecordsCanExport: false });
    expect(environment.mock.getAllOperations()).toEqual([]);
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'CSV of internal report 1' }));
    const asked = environment.mock.getMostRecentOperation();
    expect(asked.request.node.operation.name).toBe('RecordsCardCsvQuery');
    await act(async () =>
      environment.mock.resolve(asked, {
        data: { retentionInternalReports: [{ id: INTERNAL.id, csv: 'Ledgers\r\n', csvFileName: 'retention-internal-report-1-2026-06-30.csv' }] },
      }),
    );
    expect(saved).toEqual(['retention-internal-report-1-2026-06-30.csv']);
    click.mockRestore();
  });

  it('sends an inspection pack from the ledger and shows a refusal beside its button', async () => {
    const environment = await renderPage({ retentionInternalReports: null, retentionRecordsJobs: null, retentionRecordsCanExport: false });
    const [ours] = screen.getAllByTestId('retention-statements');
    fireEvent.click(within(ours).getByRole('button', { name: 'Send inspection pack for Harbour View' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.operation.name).toBe('InspectionPackButtonMutation');
    expect(sent.request.variables.input).toEqual({ contractId: 'Q29udHJhY3Q6MQ==' });
    await act(async () =>
      environment.mock.resolve(sent, { data: { retentionInspectionPackServe: null }, errors: [{ message: NOWHERE }] } as never),
    );
    const error = within(ours).getByTestId('retention-pack-error');
    expect(error.textContent).toBe(NOWHERE);
    expect(within(ours).getByRole('button', { name: 'Send inspection pack for Harbour View' }).getAttribute('aria-describedby')).toBe(error.id);
  });
});
