// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { RetentionPage } from './RetentionPage';

const NOWHERE = 'Record where this retention money is held before reporting on it.';

function reports(weHold: boolean, overrides: Record<string, unknown> = {}) {
  return {
    contractId: weHold ? 'Q29udHJhY3Q6MQ==' : 'Q29udHJhY3Q6Mg==',
    weHold,
    siteName: weHold ? 'Harbour View' : 'Main Road',
    payeeName: 'Acme Builders',
    statementDueBy: weHold ? '2026-08-20' : null,
    statementOverdueSince: weHold ? '2026-08-21' : null,
    lastStatementOn: weHold ? null : '2026-06-01',
    viewerCanServe: weHold,
    reports: weHold
      ? []
      : [
          {
            id: 'UmV0ZW50aW9uUmVwb3J0OjE=',
            number: 1,
            kindLabel: 'Quarterly statement',
            periodFrom: '2026-05-20',
            periodTo: '2026-06-01',
            closingBalance: 1_000_000,
            pdfUrl: '/v1/pdf?document=retention&number=1',
            copies: [{ email: 'acme@example.com', sha256: 'ab'.repeat(32), servedAt: '2026-06-01T00:00:00+00:00' }],
          },
        ],
    ...overrides,
  };
}

async function renderPage() {
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
        Query: () => ({ retentionReports: [reports(true), reports(false)] }),
      }),
    ),
  );
  return environment;
}

describe('the retention reports', () => {
  it('tells the holder its statement is overdue and the subcontractor what was served on it, with the proof', async () => {
    await renderPage();
    const [ours, theirs] = screen.getAllByTestId('retention-statements');
    expect(within(ours).getByTestId('retention-statement-status').textContent).toBe('Overdue since 21 Aug 2026');
    expect(within(theirs).getByTestId('retention-statement-status').textContent).toBe('Last statement to 1 Jun 2026');
    const report = within(theirs).getByTestId('retention-report');
    expect(within(report).getByRole('link', { name: 'PDF of quarterly statement 1' }).getAttribute('href')).toBe(
      '/v1/pdf?document=retention&number=1',
    );
    expect(within(report).getByTestId('retention-report-copies').textContent).toBe(
      'Served to acme@example.com (SHA-256 abababababab…)',
    );
    expect(within(theirs).queryByRole('button', { name: /Serve quarterly statement/ })).toBeNull();
  });

  it('asks for a report’s CSV only when it is downloaded, and saves it under the server’s name', async () => {
    const environment = await renderPage();
    // The page's query asks for no CSV text: a report's CSV is its own query, by the report's id.
    expect(environment.mock.getAllOperations()).toEqual([]);
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const [, theirs] = screen.getAllByTestId('retention-statements');
    fireEvent.click(within(theirs).getByRole('button', { name: 'CSV of quarterly statement 1' }));
    const asked = environment.mock.getMostRecentOperation();
    expect(asked.request.node.operation.name).toBe('StatementsCardCsvQuery');
    expect(asked.request.variables).toEqual({ id: 'UmV0ZW50aW9uUmVwb3J0OjE=' });
    await act(async () =>
      environment.mock.resolve(asked, {
        data: { retentionReport: { csv: 'Entry,Date\r\n', csvFileName: 'retention-statement-2-1-2026-06-01.csv' } },
      }),
    );
    expect(saved).toEqual(['retention-statement-2-1-2026-06-01.csv']);
    click.mockRestore();
  });

  it('shows a refusal beside the button that asked', async () => {
    const environment = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Serve quarterly statement for Harbour View' }));
    const serve = environment.mock.getMostRecentOperation();
    expect(serve.request.variables.input).toEqual({ contractId: 'Q29udHJhY3Q6MQ==' });
    await act(async () =>
      environment.mock.resolve(serve, { data: { retentionStatementServe: null }, errors: [{ message: NOWHERE }] } as never),
    );
    const [ours] = screen.getAllByTestId('retention-statements');
    expect(within(ours).getByTestId('retention-serve-error').textContent).toBe(NOWHERE);
    const button = within(ours).getByRole('button', { name: 'Serve quarterly statement for Harbour View' });
    expect(button.getAttribute('aria-describedby')).toBe(within(ours).getByTestId('retention-serve-error').id);
  });
});
