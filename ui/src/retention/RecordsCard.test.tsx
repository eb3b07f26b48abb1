// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { RetentionPage } from './RetentionPage';
import { internalSummary } from './records';
import { dollars } from '../lib/format';

const NOWHERE = 'Record where this retention money is held before reporting on it.';
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

  it('lists the internal reports with their PDF and the owners’ export link, and makes one', async () => {
    const environment = await renderPage({
      retentionInternalReports: [INTERNAL],
      retentionRecordsExportUrl: '/v1/export/retention?sid=7&org=client',
    });
    const card = screen.getByTestId('retention-records');
    const row = within(card).getByTestId('retention-internal-report');
    expect(row.textContent).toContain('3 ledgers, $30,000.00 held; reconciled');
    expect(within(row).getByRole('link', { name: 'PDF of internal report 1' }).getAttribute('href')).toBe(INTERNAL.pdfUrl);
    expect(within(row).getByText(/SHA-256 cdcdcdcdcdcd…/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Export all records (zip)' }).getAttribute('href')).toBe(
      '/v1/export/retention?sid=7&org=client',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Make internal report' }));
    const made = environment.mock.getMostRecentOperation();
    expect(made.request.node.operation.name).toBe('RecordsCardMakeMutation');
    await act(async () => environment.mock.resolve(made, { data: { retentionInternalReportMake: { report: { number: 2 } } } }));
    // The page asks again for its data (the new report listed).
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('RetentionPageQuery');
  });

  it('shows the refusal beside the button and hides the card from those who may do neither', async () => {
    const environment = await renderPage({ retentionInternalReports: [], retentionRecordsExportUrl: null });
    const card = screen.getByTestId('retention-records');
    expect(within(card).queryByRole('link', { name: 'Export all records (zip)' })).toBeNull();
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
    await renderPage({ retentionInternalReports: null, retentionRecordsExportUrl: null });
    expect(screen.queryByTestId('retention-records')).toBeNull();
  });

  it('asks for an internal report’s CSV only when it is downloaded', async () => {
    const environment = await renderPage({ retentionInternalReports: [INTERNAL], retentionRecordsExportUrl: null });
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
    const environment = await renderPage({ retentionInternalReports: null, retentionRecordsExportUrl: null });
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
