// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { alertLines } from '../home/RetentionAlerts';
import { NO_RELEASES, NOTHING_OUTSTANDING } from './DueCards';
import { RetentionPage } from './RetentionPage';

// The server's sentence (retentionDue.depositSummary), shown as it comes on the page and on the home.
const SUMMARY =
  '$15,000.00 of retention money for 1 subcontractor is not in the trust account or covered past its deposit period: 2 separate exposures.';
const NOTE = "The Act says retention money must be deposited 'as soon as practicable' (s 18D).";

function dueLedger(weHold: boolean, releases: unknown[] = [], exposures: unknown[] = []) {
  return {
    contractId: weHold ? 'Q29udHJhY3Q6MQ==' : 'Q29udHJhY3Q6Mg==',
    siteName: weHold ? 'Harbour View' : 'Main Road',
    ownerSlug: 'acme',
    contractSlug: weHold ? 'harbour-view' : 'main-road',
    holderName: weHold ? 'Client Co' : 'Head Co',
    payeeName: weHold ? 'Acme Builders' : 'Client Co',
    depositDaysNote: "2 working days is Claimdesk's default: the Act says only 'as soon as practicable' (CCA s 18D).",
    exposures,
    releases,
  };
}

const LATE_RELEASE = {
  releaseOn: '2026-06-30',
  text: 'Release due 30 June 2026: Practical completion — $5,000.00',
  late: true,
  interest: 'Interest accrues from 1 July 2026 at 8.5 % a year (CCA s 18G).',
};

async function renderPage(due: Record<string, unknown>, weHold = true) {
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
        RetentionOverview: () => ({ weHold: weHold ? [{}] : [], heldFromUs: [], trustAccount: null, banks: [] }),
        RetentionDue: () => ({
          depositNote: NOTE,
          depositSummary: null,
          depositAlerts: [],
          releasesWeOwe: [],
          releasesDueToUs: [],
          ...due,
        }),
      }),
    ),
  );
  return environment;
}

describe("the Retention page's due items", () => {
  it('lists deposits outstanding per subcontractor with the count of exposures and each withholding', async () => {
    await renderPage({
      depositSummary: SUMMARY,
      depositAlerts: [
        {
          payeeName: 'Acme Builders',
          outstanding: 1_500_000,
          exposureCount: 2,
          ledgers: [
            dueLedger(true, [], [
              { entryNumber: 1, withheldOn: '2026-03-02', depositBy: '2026-03-04', amount: 1_000_000 },
              { entryNumber: 3, withheldOn: '2026-04-01', depositBy: '2026-04-03', amount: 500_000 },
            ]),
          ],
        },
      ],
    });
    const card = screen.getByTestId('retention-deposits');
    expect(within(card).getByText(NOTE)).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toContain(SUMMARY);
    const row = within(card).getByTestId('retention-deposit-alert');
    expect(within(row).getByTestId('retention-exposure-count').textContent).toBe('2');
    expect(within(row).getByTestId('retention-outstanding').textContent).toBe('$15,000.00');
    expect(within(row).getAllByTestId('retention-exposure').map((e) => e.textContent)).toEqual([
      '$10,000.00 withheld 2 Mar 2026, to be deposited by 4 Mar 2026',
      '$5,000.00 withheld 1 Apr 2026, to be deposited by 3 Apr 2026',
    ]);
    expect(within(row).getByRole('link', { name: 'Harbour View' }).getAttribute('href')).toBe(
      '/client/projects/acme/harbour-view',
    );
  });

  it('says when nothing is outstanding and no release is due', async () => {
    await renderPage({});
    expect(screen.getByText(NOTHING_OUTSTANDING)).toBeTruthy();
    expect(screen.getByText(NO_RELEASES)).toBeTruthy();
  });

  it('shows releases we owe and retention due to us apart, late ones with their interest', async () => {
    await renderPage({ releasesWeOwe: [dueLedger(true, [LATE_RELEASE])], releasesDueToUs: [dueLedger(false, [LATE_RELEASE])] }, false);
    expect(screen.queryByTestId('retention-deposits')).toBeNull(); // holding nothing: no deposit card
    const owe = screen.getByTestId('retention-releases-weOwe');
    expect(within(owe).getByText('Release due 30 June 2026: Practical completion — $5,000.00')).toBeTruthy();
    expect(within(owe).getByText('Late')).toBeTruthy();
    expect(within(owe).getByText(LATE_RELEASE.interest)).toBeTruthy();
    expect(owe.textContent).toContain('to Acme Builders');
    expect(screen.getByTestId('retention-releases-dueToUs').textContent).toContain('held by Head Co');
  });
});

describe('claiming a release due to us through the ordinary claim flow', () => {
  const OWED = { ...LATE_RELEASE, stage: 'Practical completion', stageIndex: 0, owed: true };

  it('offers it on a release whose date has come, only on our side, and adds it to the draft claim', async () => {
    const environment = await renderPage(
      { releasesWeOwe: [dueLedger(true, [OWED])], releasesDueToUs: [dueLedger(false, [OWED, { ...OWED, stageIndex: 1, owed: false }])] },
      false,
    );
    expect(within(screen.getByTestId('retention-releases-weOwe')).queryByRole('button')).toBeNull(); // the holder pays it
    const ours = screen.getByTestId('retention-releases-dueToUs');
    const buttons = within(ours).getAllByRole('button', { name: 'Claim this release: Practical completion' });
    expect(buttons).toHaveLength(1); // not the stage whose date has not come
    fireEvent.click(buttons[0]);
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toEqual({ contractId: 'Q29udHJhY3Q6Mg==', stage: 0 });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionReleaseClaim: { claimNumber: 2, lineName: 'Release of retention: Practical completion', amount: 500_000 } },
      }),
    );
    const link = await within(ours).findByTestId('retention-release-claimed');
    expect(link.textContent).toBe('In claim 2: open it to send it');
    expect(link.getAttribute('href')).toBe('/client/projects/acme/main-road/claims/2');
  });

  it('shows a refusal beside the button', async () => {
    const environment = await renderPage({ releasesDueToUs: [dueLedger(false, [OWED])] }, false);
    fireEvent.click(screen.getByRole('button', { name: 'Claim this release: Practical completion' }));
    const refused = 'Release of retention: Practical completion is already claimed in claim 2: a release is claimed once.';
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionReleaseClaim: null },
        errors: [{ message: refused, extensions: { field: 'stage' } }],
      } as never),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
  });
});

describe("the home's retention panel", () => {
  it('names deposits outstanding with their exposures and releases past due; nothing when none', () => {
    expect(alertLines(null)).toEqual([]);
    const none = { depositSummary: null, lateReleases: { count: 0, total: 0 }, statementsOverdue: [], inspectionRequestsOpen: [] };
    expect(alertLines(none)).toEqual([]);
    const lines = alertLines({
      depositSummary: SUMMARY,
      // The server's count and sum: shown as they come, never worked out from the releases.
      lateReleases: { count: 2, total: 750_001 },
      statementsOverdue: [{ overdueSince: '2026-08-21' }, { overdueSince: '2026-09-02' }],
      inspectionRequestsOpen: [],
    });
    expect(lines.map((l) => l.text)).toEqual([
      SUMMARY,
      '2 releases past due: $7,500.01',
      '2 quarterly statements overdue (CCA s 18FD), the first since 21 Aug 2026',
    ]);
  });
});
